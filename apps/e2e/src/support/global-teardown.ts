import { stopSiteServer, type SiteServer } from '@vouch/site-runner';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __vouchSite?: SiteServer }).__vouchSite;
  if (server) await stopSiteServer(server);
}
