import { stopSiteServer, type SiteServer } from './site-server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __vouchSite?: SiteServer }).__vouchSite;
  if (server) stopSiteServer(server);
}
