export {
  builtServerEntry,
  startSiteServer,
  stopSiteServer,
  workspaceRoot,
  type SiteServer,
  type SiteServerOptions,
} from './site-server';
export { launchChromium } from './chromium';
