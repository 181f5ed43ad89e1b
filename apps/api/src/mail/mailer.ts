import { headerText } from './header-text';
import { htmlOfText } from './mail-html';
import type { MailMessage } from './mail-message';
import type { MailOutboxRepository, QueuedMail } from './mail-outbox-repository';

export type { MailMessage } from './mail-message';

/** Sends e-mail: the site's one way to mail anyone. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The mailer of every deployment: a message is made safe to send (one-line header values, an HTML
 * part from its text) and added to the outbox, which the worker drains; `queued` tells the worker.
 * The request that mailed answers without waiting on any mail server.
 */
export function queuedMailer(
  outbox: MailOutboxRepository,
  queued: () => void,
  publicOrigin: string,
): Mailer {
  return {
    async send(message) {
      await outbox.enqueue(queuedMailOf(message, publicOrigin));
      queued();
    },
  };
}

/** A message as the outbox keeps it: one-line header values, an HTML part made from its text (linking the site's own addresses). */
export function queuedMailOf(message: MailMessage, publicOrigin: string): QueuedMail {
  return {
    to: message.to,
    toName: message.toName ? headerText(message.toName) : null,
    subject: headerText(message.subject),
    text: message.text,
    html: htmlOfText(message.text, publicOrigin),
    unsubscribeUrl: message.unsubscribeUrl ?? null,
  };
}
