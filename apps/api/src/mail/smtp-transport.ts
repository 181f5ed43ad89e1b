import { createTransport } from 'nodemailer';
import type { DkimSettings } from '../config';
import type { MailTransport } from './mail-transport';

export interface SmtpTransportOptions {
  /** smtp:// or smtps://, with credentials where the server wants them (SMTP_URL). */
  url: string;
  /** The From of every message (MAIL_FROM). */
  from: string;
  dkim: DkimSettings | null;
  /** The longest wait for a connection, the greeting or any reply; a send past it is tried again later. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Sends through an SMTP server with nodemailer, over a small pool of kept connections. Each wait
 * is bounded well under the outbox's claim lease, so a slow server makes a retry, never a second
 * process sending the same row while the first still waits.
 */
export function smtpTransport({
  url,
  from,
  dkim,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: SmtpTransportOptions): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(dkim ? { dkim } : {}),
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: { ...mail.headers },
      });
    },
    close() {
      transporter.close();
    },
  };
}
