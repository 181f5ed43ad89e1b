/**
 * Issue #29 item 6: "each dispute move to the parties it concerns, a reply to your review, an
 * answer to your question, a report's outcome to its author and reporter; a one-click unsubscribe
 * per kind and the same choices on the edit page." Everyone gets every kind until they opt out:
 * each is about something they took part in.
 */
export const NOTIFICATION_KINDS = [
  'dispute_moves',
  'review_replies',
  'question_answers',
  'report_outcomes',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const CHOICE_LABELS: Record<NotificationKind, string> = {
  dispute_moves: 'When a dispute I am part of moves',
  review_replies: 'When a shop replies to my review',
  question_answers: 'When a shop answers my question',
  report_outcomes: 'When a report I made, or a report about my review, is decided',
};

/** The words of a kind's choice on the edit page and the unsubscribe page. */
export function notificationChoiceLabel(kind: NotificationKind): string {
  return CHOICE_LABELS[kind];
}

const TOPICS: Record<NotificationKind, string> = {
  dispute_moves: 'moves in your disputes',
  review_replies: 'replies to your reviews',
  question_answers: 'answers to your questions',
  report_outcomes: 'decisions on reports',
};

/** What a kind's e-mails are about, to finish "e-mails about …". */
export function notificationTopic(kind: NotificationKind): string {
  return TOPICS[kind];
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
