import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { notificationTopic, pagePath, unsubscribePath, type NotificationKind } from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { Mailer } from '../../mail/mailer';
import { notificationChoicesRepository } from './notification-choices-repository';
import { unsubscribeTokenFor } from './unsubscribe-signature';

/** What happened, in the words of one e-mail: its subject and the lines after the greeting. */
export interface Notice {
  subject: string;
  text: string;
}

export interface Notifier {
  /**
   * Mails `notice` to the person unless they opted out of `kind`. Called after the change it tells
   * of is committed, so it never fails the request: a mail that cannot go is logged.
   */
  notify(userId: string, kind: NotificationKind, notice: Notice): Promise<void>;
}

export interface NotifierOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Signs unsubscribe links (the app secret). */
  secret: string;
  publicOrigin: string;
  log: FastifyBaseLogger;
}

export function createNotifier({
  db,
  mailer,
  secret,
  publicOrigin,
  log,
}: NotifierOptions): Notifier {
  const choices = notificationChoicesRepository(db);
  return {
    async notify(userId, kind, notice) {
      try {
        const recipient = await choices.recipient(userId, kind);
        if (!recipient) return;
        const unsubscribe = `${publicOrigin}${unsubscribePath(unsubscribeTokenFor(secret, recipient.encodedId, kind))}`;
        await mailer.send({
          to: recipient.email,
          subject: notice.subject,
          text:
            `Hello ${recipient.name},\n\n${notice.text}\n\n--\n` +
            `Stop e-mails about ${notificationTopic(kind)}: ${unsubscribe}\n` +
            `Choose which e-mails Vouch sends you: ${publicOrigin}${pagePath('profileEdit')}`,
          toName: recipient.name,
          // Carried as RFC 8058's one-click List-Unsubscribe too.
          unsubscribeUrl: unsubscribe,
        });
      } catch (error) {
        log.error({ err: error, kind }, 'a notification could not be sent');
      }
    },
  };
}
