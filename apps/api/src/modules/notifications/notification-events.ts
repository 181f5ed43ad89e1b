import type { Kysely } from 'kysely';
import type { ReviewReportReason } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { noticeSubjectsRepository } from './notice-subjects-repository';
import {
  appealOutcomeNotice,
  questionAnswerNotice,
  reportOutcomeNotice,
  reviewRemovedNotice,
  reviewReplyNotice,
} from './notices';
import type { Notifier } from './notifier';

/** The happenings people are told of by e-mail (issue #29 item 6), each called once its change is committed. */
export interface NotificationEvents {
  /** A shop replied to a review for the first time: its author hears. */
  reviewReplied(reviewPublicId: string, reply: string): Promise<void>;
  /** A shop answered a question: its asker hears. */
  questionAnswered(questionId: string, answer: string): Promise<void>;
  /** Reports of a review decided: their reporters hear the outcome, and the author hears of a removal. */
  reportsDecided(
    reviewPublicId: string,
    removedFor: ReviewReportReason | null,
    reporterIds: readonly string[],
  ): Promise<void>;
  /** The author's appeal against a removal decided: they hear the outcome. */
  appealDecided(reviewPublicId: string, reinstated: boolean): Promise<void>;
}

export function notificationEvents(
  db: Kysely<Database>,
  notifier: Notifier,
  publicOrigin: string,
): NotificationEvents {
  const subjects = noticeSubjectsRepository(db);
  return {
    async reviewReplied(reviewPublicId, reply) {
      const review = await subjects.review(reviewPublicId);
      if (review?.author)
        await notifier.notify(
          review.author.id,
          'review_replies',
          reviewReplyNotice(review.place, reviewPublicId, reply, publicOrigin),
        );
    },
    async questionAnswered(questionId, answer) {
      const question = await subjects.question(questionId);
      if (question)
        await notifier.notify(
          question.askerId,
          'question_answers',
          questionAnswerNotice(question.place, question.body, answer, publicOrigin),
        );
    },
    async reportsDecided(reviewPublicId, removedFor, reporterIds) {
      const review = await subjects.review(reviewPublicId);
      if (!review) return;
      const outcome = reportOutcomeNotice(
        review.place,
        removedFor ? { reason: removedFor } : null,
        publicOrigin,
      );
      for (const reporterId of reporterIds)
        await notifier.notify(reporterId, 'report_outcomes', outcome);
      if (removedFor && review.author)
        await notifier.notify(
          review.author.id,
          'report_outcomes',
          reviewRemovedNotice(
            review.place,
            removedFor,
            review.author.slug,
            reviewPublicId,
            publicOrigin,
          ),
        );
    },
    async appealDecided(reviewPublicId, reinstated) {
      const review = await subjects.review(reviewPublicId);
      if (review?.author)
        await notifier.notify(
          review.author.id,
          'report_outcomes',
          appealOutcomeNotice(
            review.place,
            reinstated,
            review.author.slug,
            reviewPublicId,
            publicOrigin,
          ),
        );
    },
  };
}
