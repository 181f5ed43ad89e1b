import { textLengthError } from '../text/text-length-error';

/**
 * A shop's public answer under a review. The spec names no limit; 2,000 characters leaves room for
 * an apology, what was done and how to get in touch, and keeps the review, not the reply, the story.
 */
export const SHOP_REPLY_MAX_LENGTH = 2000;

/** The message to show for a shop's reply, or null when it can be posted (it is saved trimmed). */
export function shopReplyError(body: string): string | null {
  return textLengthError(body, {
    empty: 'Please write your reply before posting it',
    what: 'reply',
    max: SHOP_REPLY_MAX_LENGTH,
  });
}
