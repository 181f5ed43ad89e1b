import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, such as a notification's List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail. Production plugs an e-mail service in behind this; see `outboxMailer` for here. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The mailer of this deployment, which has no e-mail service: each message is logged, and with
 * MAIL_OUTBOX_DIR also written there as a JSON file, where the browser tests read the links.
 * Its words (sign-in and reset links among them) are logged only with `logText`, for a demo on
 * this machine: a deployment's logs travel further than its mailboxes.
 */
export function outboxMailer(
  log: FastifyBaseLogger,
  outboxDir: string | null,
  options: { logText: boolean },
): Mailer {
  return {
    async send(message) {
      const logged = options.logText ? message : { to: message.to, subject: message.subject };
      log.info({ mail: logged }, `e-mail to ${message.to}: ${message.subject}`);
      if (!outboxDir) return;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(
        path.join(outboxDir, `${Date.now()}-${randomUUID()}.json`),
        JSON.stringify(message),
      );
    },
  };
}
