import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { noticeSubjectsRepository } from './notice-subjects-repository';
import { questionAnswerNotice, reviewReplyNotice } from './notices';
import type { Notifier } from './notifier';

/** The happenings people are told of by e-mail (issue #29 item 6), each called once its change is committed. */
export interface NotificationEvents {
  /** A shop replied to a review for the first time: its author hears. */
  reviewReplied(reviewPublicId: string, reply: string): Promise<void>;
  /** A shop answered a question: its asker hears. */
  questionAnswered(questionId: string, answer: string): Promise<void>;
}

export function notificationEvents(db: Kysely<Database>, notifier: Notifier, publicOrigin: string): NotificationEvents {
  const subjects = noticeSubjectsRepository(db);
  return {
    async reviewReplied(reviewPublicId, reply) {
      const review = await subjects.review(reviewPublicId);
      if (review) await notifier.notify(review.authorId, 'review_replies', reviewReplyNotice(review.place, reviewPublicId, reply, publicOrigin));
    },
    async questionAnswered(questionId, answer) {
      const question = await subjects.question(questionId);
      if (question) await notifier.notify(question.askerId, 'question_answers', questionAnswerNotice(question.place, question.body, answer, publicOrigin));
    },
  };
}
