import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport';

/**
 * The transport of a deployment without SMTP_URL (`npm start`): each message is logged, and with
 * MAIL_OUTBOX_DIR also written there as a JSON file. Its words (sign-in and reset links among
 * them) are logged only with `logText`, for a demo on this machine: a deployment's logs travel
 * further than its mailboxes.
 */
export function logTransport(
  log: FastifyBaseLogger,
  outboxDir: string | null,
  options: { logText: boolean },
): MailTransport {
  return {
    async send(mail) {
      const logged = options.logText ? mail : { to: mail.to, subject: mail.subject };
      log.info({ mail: logged }, `e-mail to ${mail.to}: ${mail.subject}`);
      if (!outboxDir) return;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(
        path.join(outboxDir, `${Date.now()}-${randomUUID()}.json`),
        JSON.stringify(mail),
      );
    },
    close() {},
  };
}
