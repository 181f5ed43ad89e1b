import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  notificationChoiceLabel,
  notificationTopic,
} from './notification-kinds';

describe('notification kinds', () => {
  it('are the four of issue #29 item 6: dispute moves, review replies, question answers, report outcomes', () => {
    expect(
      ['dispute_moves', 'review_replies', 'question_answers', 'report_outcomes'].filter(
        isNotificationKind,
      ),
    ).toHaveLength(4);
    expect(NOTIFICATION_KINDS.every(isNotificationKind)).toBe(true);
  });

  it('each has its own choice label and topic, so no two choices read alike', () => {
    const labels = NOTIFICATION_KINDS.map(notificationChoiceLabel);
    const topics = NOTIFICATION_KINDS.map(notificationTopic);
    expect(new Set(labels).size).toBe(NOTIFICATION_KINDS.length);
    expect(new Set(topics).size).toBe(NOTIFICATION_KINDS.length);
    expect(notificationTopic('review_replies')).toBe('replies to your reviews');
  });

  it('knows its kinds from any other word', () => {
    expect(isNotificationKind('review_replies')).toBe(true);
    expect(isNotificationKind('newsletter')).toBe(false);
    expect(isNotificationKind('__proto__')).toBe(false);
  });
});
