import { startSiteServer } from '@vouch/site-runner';

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
};

/** One production site for the whole run, on small seed data; specs read its origin from E2E_ORIGIN and its e-mail from E2E_MAIL_OUTBOX. */
export default async function globalSetup(): Promise<void> {
  const server = await startSiteServer({
    port: 8700 + Math.floor(Math.random() * 200),
    seed: 'small',
    env: SITE_ENV,
  });
  process.env.E2E_ORIGIN = server.origin;
  process.env.E2E_MAIL_OUTBOX = server.mailOutboxDir;
  (globalThis as { __vouchSite?: unknown }).__vouchSite = server;
}
