import { startSiteServer } from '@vouch/site-runner';

/** One production site for the whole run, on small seed data; specs read its origin from E2E_ORIGIN and its e-mail from E2E_MAIL_OUTBOX. */
export default async function globalSetup(): Promise<void> {
  const server = await startSiteServer({ port: 8700 + Math.floor(Math.random() * 200), seed: 'small' });
  process.env.E2E_ORIGIN = server.origin;
  process.env.E2E_MAIL_OUTBOX = server.mailOutboxDir;
  (globalThis as { __vouchSite?: unknown }).__vouchSite = server;
}
