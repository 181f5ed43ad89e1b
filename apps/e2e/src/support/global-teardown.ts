import {
  stopSiteServer,
  type PretendShopSite,
  type SiteServer,
  type SmtpSink,
} from '@vouch/site-runner';

export default async function globalTeardown(): Promise<void> {
  const started = globalThis as {
    __vouchSite?: SiteServer;
    __vouchSmtp?: SmtpSink;
    __vouchShopSites?: PretendShopSite[];
  };
  if (started.__vouchSite) await stopSiteServer(started.__vouchSite);
  await started.__vouchSmtp?.close();
  await Promise.all((started.__vouchShopSites ?? []).map((site) => site.close()));
}
