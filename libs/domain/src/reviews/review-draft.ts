import { calendarDate } from '../dates/calendar-date';
import type { FormattedTexts } from '../intl/formatted-texts';

/** What a review may hold: limits the form shows as the reviewer types and the server enforces. */
export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 5000,
  pictures: 5,
  videos: 1,
  pictureBytes: 15 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
} as const;

/** Uploaded videos, by the container their bytes show. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
  pictureCount: number;
  videoCount: number;
}

export type ReviewDraftErrors = Partial<
  Record<'rating' | 'title' | 'body' | 'pictures' | 'video', string>
>;

/** Field-by-field errors of a review before it is sent; empty when it can be sent. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (
    draft.rating === null ||
    !Number.isInteger(draft.rating) ||
    draft.rating < 1 ||
    draft.rating > 5
  )
    errors.rating = 'Choose from 1 to 5 stars';
  if (draft.title.trim().length > REVIEW_LIMITS.titleMax)
    errors.title = `The title is limited to ${REVIEW_LIMITS.titleMax} characters`;
  const body = draft.body.trim().length;
  if (body < REVIEW_LIMITS.bodyMin)
    errors.body = `Tell other shoppers a little more: at least ${REVIEW_LIMITS.bodyMin} characters`;
  else if (body > REVIEW_LIMITS.bodyMax)
    errors.body = `The review is limited to ${REVIEW_LIMITS.bodyMax} characters`;
  if (draft.pictureCount > REVIEW_LIMITS.pictures)
    errors.pictures = `Add at most ${REVIEW_LIMITS.pictures} pictures`;
  if (draft.videoCount > REVIEW_LIMITS.videos)
    errors.video = `Add at most ${REVIEW_LIMITS.videos} video`;
  return errors;
}

/**
 * Why a review cannot be edited now, or null (issue #29, item 1): a deleted review is restored
 * before it changes, so what a restore brings back is what was deleted.
 */
export function reviewEditRefusal(review: { deleted: boolean }): string | null {
  return review.deleted ? 'This review is deleted. Restore it first.' : null;
}

/** The id of a review's element on the pages that list it: "See your review" and a saved edit open the page at it. */
export function reviewAnchor(publicId: string): string {
  return `review-${publicId}`;
}

const YOUTUBE = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,16})/;
const VIDYARD = /vidyard\.com\/(?:watch\/|embed\/|share\/)?([\w-]{17,64})/;
const BARE_ID = /^[\w-]{6,64}$/;

/**
 * The video id in what a reviewer pasted: a YouTube or Vidyard link, or an id alone (spec §3: an
 * id longer than 16 characters is Vidyard's, otherwise YouTube's); null when it is neither.
 */
export function videoIdFromInput(input: string): string | null {
  const text = input.trim();
  const linked = YOUTUBE.exec(text)?.[1] ?? VIDYARD.exec(text)?.[1];
  if (linked) return linked;
  return BARE_ID.test(text) ? text : null;
}

/** Spec §8: "URL check message 'Invalid URL'". */
export const INVALID_URL_MESSAGE = 'Invalid URL';

/**
 * The URL check of the review form's video link (spec §8): 'Invalid URL' for text that is neither a
 * YouTube or Vidyard link nor a video id (videoIdFromInput); null when the link can be shown.
 */
export function videoLinkError(input: string): string | null {
  return videoIdFromInput(input) === null ? INVALID_URL_MESSAGE : null;
}

/** The text two reviews are compared by: lower case, letters and digits only, single spaces. */
export function normalizedReviewText(title: string, body: string): string {
  return `${title} ${body}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A burst: more than this many reviews of one shop within the window from accounts younger than a day. */
export const REVIEW_HOLD_RULES = {
  burstReviews: 5,
  burstWindowMinutes: 60,
  newAccountHours: 24,
} as const;

export const HELD_FOR_REPEATED_TEXT =
  'its text repeats another review. We check repeated reviews by hand before they are shown.';
export const HELD_FOR_BURST =
  'this shop got many reviews from new accounts within an hour. We check them by hand before they are shown.';

/** Why a new review waits for a check before it is shown, or null when it is published at once. */
export function reviewHoldReason(facts: {
  repeatsAnotherReview: boolean;
  recentReviewsFromNewAccounts: number;
  authorAccountAgeHours: number;
}): string | null {
  if (facts.repeatsAnotherReview) return HELD_FOR_REPEATED_TEXT;
  const fromNewAccount = facts.authorAccountAgeHours < REVIEW_HOLD_RULES.newAccountHours;
  if (fromNewAccount && facts.recentReviewsFromNewAccounts + 1 > REVIEW_HOLD_RULES.burstReviews)
    return HELD_FOR_BURST;
  return null;
}

export interface VerificationFacts {
  verified: boolean;
  source: string;
  shop_name: string;
  /** When the reviewed item was ordered, when the review is tied to an order. */
  ordered_at: string | null;
}

/**
 * The one line every review carries, saying how it was verified (none of the big sites shows this);
 * its date in `dateLocale`, through `texts` as calendarDate.
 */
export function howVerified(
  review: VerificationFacts,
  dateLocale: string,
  texts?: FormattedTexts,
): string {
  if (review.verified && review.ordered_at) {
    const ordered = calendarDate(review.ordered_at, dateLocale, texts);
    // Issue #55: the shop sent the order and Vouch asked its buyer, so both are said.
    return review.source === 'invite'
      ? `Verified buyer: invited by ${review.shop_name} to review after an order on ${ordered}`
      : `Verified buyer: ordered at ${review.shop_name} on ${ordered}`;
  }
  if (review.source === 'invite') return `Invited by ${review.shop_name} after an order`;
  if (review.verified)
    return `Verified buyer: confirmed by ${review.source === 'verified_provider' ? 'a verified review provider' : review.shop_name}`;
  return "Not verified: written on the shop's page";
}
