export {
  builtServerEntry,
  startSiteServer,
  stopSiteServer,
  workspaceRoot,
  type SiteServer,
  type SiteServerOptions,
} from './site-server';
export { launchChromium } from './chromium';
export {
  startSmtpSink,
  type SmtpSink,
  type SmtpSinkOptions,
  type ReceivedMail,
  type RcptAnswer,
} from './smtp-sink';
export { startPretendShopSite, type PretendShopSite } from './pretend-shop-site';
