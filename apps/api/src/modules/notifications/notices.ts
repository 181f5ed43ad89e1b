import {
  disputeStandingLabel,
  pagePath,
  removedReviewLine,
  reviewAnchor,
  type DisputeOutcome,
  type DisputeStatus,
  type ReviewReportReason,
} from '@vouch/domain';
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
    ? pagePath(
        'product',
        { shopSlug: place.shopSlug, productHandle: place.productHandle },
        { hash },
      )
    : pagePath('shop', { shopSlug: place.shopSlug }, { hash });
}

const about = (place: PlaceOfItem) => place.productTitle ?? place.shopName;

/** Issue #29 item 6: "a reply to your review". */
export function reviewReplyNotice(
  place: PlaceOfItem,
  reviewPublicId: string,
  reply: string,
  origin: string,
): Notice {
  return {
    subject: `${place.shopName} replied to your review`,
    text:
      `${place.shopName} replied to your review of ${about(place)}:\n\n"${reply}"\n\n` +
      `Read it beside your review: ${origin}${placePath(place, reviewAnchor(reviewPublicId))}`,
  };
}

/** Issue #29 item 6: "an answer to your question". */
export function questionAnswerNotice(
  place: PlaceOfItem,
  question: string,
  answer: string,
  origin: string,
): Notice {
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
  /** Set once decided: the status then says for whom. */
  outcome: DisputeOutcome | null;
  note: string;
  shopName: string;
  reviewerName: string;
}

/** Issue #29 item 6: "each dispute move to the parties it concerns", in the words that party reads the status in. */
export function disputeMoveNotice(
  move: DisputeMoveOfNotice,
  party: 'reviewer' | 'shop',
  origin: string,
): Notice {
  const status = disputeStandingLabel(move.to, party, move.outcome);
  const dispute =
    party === 'reviewer'
      ? `Your dispute with ${move.shopName}`
      : `${move.reviewerName}'s dispute with ${move.shopName}`;
  return {
    subject: `${dispute}: ${status}`,
    text:
      `${dispute} has moved. It is now: ${status}.` +
      (move.note ? `\n\nNote on the move: ${move.note}` : '') +
      `\n\nOpen the dispute: ${origin}${pagePath('profileDispute', { disputeId: move.disputePublicId })}`,
  };
}

/** Where a review's author finds it, and appeals its removal: their own profile, at the review. */
const ownReviewLink = (authorSlug: string, reviewPublicId: string, origin: string) =>
  `${origin}${pagePath('privateProfile', { slug: authorSlug }, { hash: reviewAnchor(reviewPublicId) })}`;

const removedLine = (place: PlaceOfItem, reason: ReviewReportReason) =>
  removedReviewLine(reason, place.productHandle ? 'product' : 'shop');

/** Issue #29 items 5 and 6: a report upheld, told to the review's author, who may appeal once. */
export function reviewRemovedNotice(
  place: PlaceOfItem,
  reason: ReviewReportReason,
  authorSlug: string,
  reviewPublicId: string,
  origin: string,
): Notice {
  return {
    subject: 'Your review was removed',
    text:
      `An arbitrator removed your review of ${about(place)} after a report. Visitors now read "${removedLine(place, reason)}" in its place.\n\n` +
      `If you think this is wrong, you can appeal once, from the review on your profile: ${ownReviewLink(authorSlug, reviewPublicId, origin)}`,
  };
}

/** Issue #29 item 6: "a report's outcome to its ... reporter". */
export function reportOutcomeNotice(
  place: PlaceOfItem,
  upheld: { reason: ReviewReportReason } | null,
  origin: string,
): Notice {
  return upheld
    ? {
        subject: 'Your report was upheld',
        text:
          `You reported a review of ${about(place)}. An arbitrator agreed: the review is removed, and visitors read "${removedLine(place, upheld.reason)}" in its place.\n\n` +
          `The page: ${origin}${placePath(place)}`,
      }
    : {
        subject: 'Your report was looked at',
        text: `You reported a review of ${about(place)}. An arbitrator looked at it and the review stays: they found it within our rules.`,
      };
}

/** An appeal against a removal decided, told to the review's author. */
export function appealOutcomeNotice(
  place: PlaceOfItem,
  reinstated: boolean,
  authorSlug: string,
  reviewPublicId: string,
  origin: string,
): Notice {
  return reinstated
    ? {
        subject: 'Your review is back',
        text: `An arbitrator agreed with your appeal: your review of ${about(place)} is public again.\n\n${ownReviewLink(authorSlug, reviewPublicId, origin)}`,
      }
    : {
        subject: 'Your appeal was not upheld',
        text: `An arbitrator looked at your appeal and the removal of your review of ${about(place)} stands. This was your one appeal.`,
      };
}
