import { REVIEW_REQUEST_LINK_DAYS, type ReviewRequestOptOutScope } from '@vouch/domain';
import type { MailMessage } from '../../mail/mailer';
import type { DueReviewRequest } from './review-requests-repository';

/** The addresses a request's e-mail links to. */
export interface ReviewRequestLinks {
  /** Opens the review of the order (single use). */
  review: string;
  /** The page that stops this shop's requests, or every e-mail. */
  unsubscribe: (scope: ReviewRequestOptOutScope) => string;
  /** RFC 8058's one-click POST: stops this shop's requests. */
  oneClick: string;
  /** What Vouch is, for a buyer who never heard of it. */
  about: string;
}

// One formatter for every e-mail: `toLocaleDateString` with options builds one per call, 0.5 ms
// each here, and a scheduler's batch of 500 blocked the event loop for 240 ms (orders bench).
const ORDER_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const orderDate = (placedAt: Date) => ORDER_DATE.format(new Date(placedAt));

/** The e-mail asking a buyer to review their order (or reminding them, once). */
export function reviewRequestMail(
  request: DueReviewRequest,
  links: ReviewRequestLinks,
): MailMessage {
  const reminder = request.status === 'sent';
  const greeting = request.customer_name ? `Hello ${request.customer_name},` : 'Hello,';
  const items = request.titles.map((title) => `- ${title}`).join('\n');
  return {
    to: request.email,
    ...(request.customer_name ? { toName: request.customer_name } : {}),
    subject: reminder
      ? `A reminder: how was your order from ${request.shop_name}?`
      : `How was your order from ${request.shop_name}?`,
    text:
      `${greeting}\n\n` +
      `${request.shop_name} asked Vouch to ask you about your order of ${orderDate(request.placed_at)}:\n\n` +
      `${items}\n\n` +
      `Write your review (the link works once, for ${REVIEW_REQUEST_LINK_DAYS} days): ${links.review}\n\n` +
      `Vouch publishes it as a verified review: you bought what you write about. ` +
      `What you write is yours; ${request.shop_name} may answer it in public.\n\n` +
      `--\n` +
      `Stop review requests from ${request.shop_name}: ${links.unsubscribe('shop')}\n` +
      `Stop every e-mail from Vouch but account mail: ${links.unsubscribe('all')}\n` +
      `About Vouch: ${links.about}`,
    unsubscribeUrl: links.oneClick,
  };
}
