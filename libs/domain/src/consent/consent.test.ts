import {
  appendToJourney,
  clickTrackingAllowed,
  consentCookie,
  cookieConsentFrom,
  JOURNEY_LIMIT,
  termsCanBeSubmitted,
  termsStepOn,
} from './consent';

describe('consent, terms and tracking rules', () => {
  it('"Cookie acceptance 365 days.": the choice is kept site-wide for 365 days and reads back as made', () => {
    const cookie = consentCookie(true);
    expect(cookie).toContain(`max-age=${365 * 24 * 60 * 60};`);
    expect(cookie).toContain('path=/');
    expect(cookieConsentFrom(cookie.split(';')[0]!)).toBe(true);
    expect(cookieConsentFrom(consentCookie(false).split(';')[0]!)).toBe(false);
  });

  it('reads the consent cookie: accepted, declined or not asked', () => {
    expect(cookieConsentFrom('a=1; vouch_cookie_consent=true')).toBe(true);
    expect(cookieConsentFrom('vouch_cookie_consent=false; b=2')).toBe(false);
    expect(cookieConsentFrom('other=1')).toBeNull();
  });

  it('click tracking is "sent only if cookie consent is not false"', () => {
    expect(clickTrackingAllowed(true)).toBe(true);
    expect(clickTrackingAllowed(null)).toBe(true);
    expect(clickTrackingAllowed(false)).toBe(false);
  });

  it('"Terms acceptance needs a non-empty reviewer name and a ticked box."', () => {
    expect(termsCanBeSubmitted('Dana', true)).toBe(true);
    expect(termsCanBeSubmitted('  ', true)).toBe(false);
    expect(termsCanBeSubmitted('Dana', false)).toBe(false);
  });

  it('asks for the terms before writing a review or opening a dispute, not before reading, and never over the terms (issue #18)', () => {
    expect(
      (['writeReviewNew', 'shopDisputeNew', 'productDisputeNew'] as const).map(termsStepOn),
    ).toEqual(['required', 'required', 'required']);
    expect((['shop', 'writeReview', 'home'] as const).map(termsStepOn)).toEqual([
      'optional',
      'optional',
      'optional',
    ]);
    expect(termsStepOn(null)).toBe('optional');
    expect(termsStepOn('trust')).toBe('hidden');
  });

  it('keeps the journey of visited paths, newest last, bounded', () => {
    expect(appendToJourney(['/reviews'], '/reviews')).toEqual(['/reviews']);
    expect(appendToJourney(['/reviews'], '/reviews/search')).toEqual([
      '/reviews',
      '/reviews/search',
    ]);
    const long = Array.from({ length: JOURNEY_LIMIT }, (_, index) => `/p${index}`);
    expect(appendToJourney(long, '/last')).toHaveLength(JOURNEY_LIMIT);
    expect(appendToJourney(long, '/last').at(-1)).toBe('/last');
  });
});
