import type { PageRouteName } from '../routes/page-routes';

/** Spec §9: "Cookie acceptance 365 days." */
const COOKIE_CONSENT_DAYS = 365;
export const COOKIE_CONSENT_NAME = 'vouch_cookie_consent';

/** The `document.cookie` assignment that keeps a visitor's choice for a year, site-wide. */
export function consentCookie(accepted: boolean): string {
  return `${COOKIE_CONSENT_NAME}=${accepted}; max-age=${COOKIE_CONSENT_DAYS * 86_400}; path=/; samesite=lax`;
}

/** Where the cookie bar's form posts the choice without script; the server sets consentCookie and goes back. */
export const COOKIE_CONSENT_FORM_PATH = '/reviews/cookie-consent';

/** The consent cookie's value: true (accepted), false (declined), null (not asked yet). */
export function cookieConsentFrom(cookieHeader: string): boolean | null {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_NAME}=(true|false)`));
  return match ? match[1] === 'true' : null;
}

/** Spec §7: click tracking is "sent only if cookie consent is not false". */
export function clickTrackingAllowed(consent: boolean | null): boolean {
  return consent !== false;
}

/** Spec §4/§5: "submit is enabled only when the reviewer name field is non-empty and the accept box is ticked". */
export function termsCanBeSubmitted(reviewerName: string, accepted: boolean): boolean {
  return reviewerName.trim().length > 0 && accepted;
}

/** The pages that write in the reviewer's name: the terms come first there (issue #18), not before reading. */
const TERMS_REQUIRED_ROUTES: readonly PageRouteName[] = [
  'writeReviewNew',
  'shopDisputeNew',
  'productDisputeNew',
];

/**
 * How the terms step shows on a page for a reviewer who has not accepted them: required where
 * they are about to write a review or open a dispute, never over the page that holds the terms
 * (its links lead there to read them), and elsewhere optional, so it can be put off.
 */
export function termsStepOn(
  route: PageRouteName | null | undefined,
): 'required' | 'optional' | 'hidden' {
  if (route === 'trust') return 'hidden';
  return route != null && TERMS_REQUIRED_ROUTES.includes(route) ? 'required' : 'optional';
}

/** How many visited paths the journey keeps: enough to see a path to a shop, not a history. */
export const JOURNEY_LIMIT = 20;

/** Spec §3 "journey (list of visited paths, kept in local storage)": the newest last, repeats collapsed. */
export function appendToJourney(journey: readonly string[], path: string): string[] {
  if (journey[journey.length - 1] === path) return [...journey];
  return [...journey, path].slice(-JOURNEY_LIMIT);
}
