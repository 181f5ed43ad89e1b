import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPretendShopSite, startSiteServer, startSmtpSink } from '@vouch/site-runner';

/**
 * A server render past its budget (150 ms in production) sends the page for the browser to render;
 * on a busy test machine that would make which pages arrive rendered a matter of timing, so the
 * tests give it ample time: what they check is the rendering, not its speed.
 */
export const SITE_ENV = {
  SERVER_RENDER_BUDGET_MS: '10000',
  // The browser tests sign up more accounts from one address in an hour than a household would.
  SIGN_UPS_PER_IP: '100',
  // Hundreds of sign-ins (and a hundred wrong passwords) at the real scrypt cost are minutes of hashing.
  PASSWORD_HASHING: 'fast-for-tests',
  // Review requests due are sent within a second, not a minute.
  REVIEW_REQUEST_INTERVAL_MS: '500',
};

/**
 * One production site for the whole run, on small seed data, sending its e-mail over SMTP to a
 * real SMTP server (smtp-server) that writes each message to a folder, and two pretend shops' own
 * sites on other loopback ports (their pages are files the specs write). Specs read the site's
 * origin from E2E_ORIGIN, the e-mail from E2E_MAIL_OUTBOX, the shop sites (origin and folder)
 * from E2E_SHOP_SITES.
 */
export default async function globalSetup(): Promise<void> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'vouch-e2e-mail-'));
  const smtp = await startSmtpSink({ outboxDir: mailDir });
  // Two shops' sites: one proves its domain by meta tag, the other by file.
  const shopSiteDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'vouch-e2e-shop-site-')));
  const shopSites = await Promise.all(shopSiteDirs.map((dir) => startPretendShopSite(dir)));
  const server = await startSiteServer({
    port: 8700 + Math.floor(Math.random() * 200),
    seed: 'small',
    env: {
      ...SITE_ENV,
      SMTP_URL: smtp.url,
      OUTBOUND_ALLOW_ORIGINS: shopSites.map((site) => site.origin).join(','),
    },
  });
  process.env.E2E_ORIGIN = server.origin;
  process.env.E2E_MAIL_OUTBOX = mailDir;
  process.env.E2E_SHOP_SITES = JSON.stringify(
    shopSites.map((site, index) => ({ origin: site.origin, dir: shopSiteDirs[index] })),
  );
  Object.assign(globalThis, {
    __vouchSite: server,
    __vouchSmtp: smtp,
    __vouchShopSites: shopSites,
  });
}
