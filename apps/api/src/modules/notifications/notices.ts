import { disputeStatusLabel, pagePath, type DisputeStatus } from '@vouch/domain';
import type { Notice } from './notifier';

/** Where a review or question lives: its product's page, or its shop's when it is about the shop. */
export interface PlaceOfItem {
  shopSlug: string;
  shopName: string;
  productHandle: string | null;
  productTitle: string | null;
}

/** The page of the place, with `hash` to open at one item on it. */
export function placePath(place: PlaceOfItem, hash?: string): string {
  return place.productHandle
    ? pagePath('product', { shopSlug: place.shopSlug, productHandle: place.productHandle }, { hash })
    : pagePath('shop', { shopSlug: place.shopSlug }, { hash });
}

const about = (place: PlaceOfItem) => place.productTitle ?? place.shopName;

/** Issue #29 item 6: "a reply to your review". */
export function reviewReplyNotice(place: PlaceOfItem, reviewPublicId: string, reply: string, origin: string): Notice {
  return {
    subject: `${place.shopName} replied to your review`,
    text:
      `${place.shopName} replied to your review of ${about(place)}:\n\n"${reply}"\n\n` +
      `Read it beside your review: ${origin}${placePath(place, `review-${reviewPublicId}`)}`,
  };
}

/** Issue #29 item 6: "an answer to your question". */
export function questionAnswerNotice(place: PlaceOfItem, question: string, answer: string, origin: string): Notice {
  return {
    subject: `${place.shopName} answered your question`,
    text:
      `You asked ${place.shopName} about ${about(place)}:\n\n"${question}"\n\nTheir answer:\n\n"${answer}"\n\n` +
      `See it on the page: ${origin}${placePath(place, 'questions')}`,
  };
}

/** One move of a dispute, as its parties are told of it. */
export interface DisputeMoveOfNotice {
  disputePublicId: string;
  to: DisputeStatus;
  note: string;
  shopName: string;
  reviewerName: string;
}

/** Issue #29 item 6: "each dispute move to the parties it concerns", in the words that party reads the status in. */
export function disputeMoveNotice(move: DisputeMoveOfNotice, party: 'reviewer' | 'shop', origin: string): Notice {
  const status = disputeStatusLabel(move.to, party);
  const dispute = party === 'reviewer' ? `Your dispute with ${move.shopName}` : `${move.reviewerName}'s dispute with ${move.shopName}`;
  return {
    subject: `${dispute}: ${status}`,
    text:
      `${dispute} has moved. It is now: ${status}.` +
      (move.note ? `\n\nNote on the move: ${move.note}` : '') +
      `\n\nOpen the dispute: ${origin}${pagePath('profileDispute', { disputeId: move.disputePublicId })}`,
  };
}
