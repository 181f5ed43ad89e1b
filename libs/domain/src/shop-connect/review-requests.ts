/** Days after fulfilment a buyer is asked for a review, unless the shop says otherwise. */
export const DEFAULT_REVIEW_REQUEST_DELAY_DAYS = 7;
/** Days a review request's link works. */
export const REVIEW_REQUEST_LINK_DAYS = 30;
/** Days after the request that its one reminder goes, when nothing was reviewed. */
export const REVIEW_REQUEST_REMINDER_DAYS = 7;
/** An order fulfilled longer ago than this brings no request: a shop sending its history asks nobody. */
export const REVIEW_REQUEST_MAX_AGE_DAYS = 30;

/** The query parameter of a review request's link (opens the review) and of its unsubscribe link. */
export const REVIEW_REQUEST_TOKEN_PARAM = 'token';
export const REVIEW_REQUEST_UNSUBSCRIBE_PARAM = 'unsubscribe';

/** Whose review requests an unsubscribe stops: one shop's, or every e-mail but account mail. */
export type ReviewRequestOptOutScope = 'shop' | 'all';
