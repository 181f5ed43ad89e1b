import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { AppConfig } from '../config';
import { logTransport } from './log-transport';
import { mailOutboxRepository } from './mail-outbox-repository';
import { startMailOutboxWorker } from './mail-outbox-worker';
import { queuedMailer, type Mailer } from './mailer';
import { smtpTransport } from './smtp-transport';

/** This process's way to mail: the mailer, and a call that tells the worker a message was queued elsewhere (in a transaction). */
export interface OutgoingMail {
  mailer: Mailer;
  queued: () => void;
}

/**
 * This process's mail: the queued mailer the modules send with, and the worker that drains the
 * outbox over SMTP (SMTP_URL) or, for `npm start`, into the log and MAIL_OUTBOX_DIR. The worker
 * stops with the app, finishing the sends in hand.
 */
export function startOutgoingMail(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: AppConfig,
): OutgoingMail {
  const outbox = mailOutboxRepository(db);
  const transport = config.smtpUrl
    ? smtpTransport({ url: config.smtpUrl, from: config.mailFrom, dkim: config.dkim })
    : // A site served over HTTPS is a real deployment: its logs get no live links.
      logTransport(app.log, config.mailOutboxDir, { logText: !config.servedOverHttps });
  const worker = startMailOutboxWorker({
    outbox,
    transport,
    log: app.log,
    messageIdDomain: new URL(config.publicOrigin).hostname,
    leaseMs: config.mailSendLeaseMs,
  });
  app.addHook('onClose', () => worker.stop());
  const queued = () => worker.wake();
  return { mailer: queuedMailer(outbox, queued, config.publicOrigin), queued };
}
