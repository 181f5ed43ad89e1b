import { startSiteServer } from './site-server';

/** One server for the whole run; specs read its origin from E2E_ORIGIN. */
export default async function globalSetup(): Promise<void> {
  const port = 8700 + Math.floor(Math.random() * 200);
  const server = await startSiteServer(port);
  process.env.E2E_ORIGIN = server.origin;
  (globalThis as { __vouchSite?: unknown }).__vouchSite = server;
}
