import { FormattedTexts } from '../intl/formatted-texts';
import {
  HELD_FOR_BURST,
  HELD_FOR_REPEATED_TEXT,
  howVerified,
  normalizedReviewText,
  REVIEW_LIMITS,
  reviewAnchor,
  reviewDraftErrors,
  reviewEditRefusal,
  reviewHoldReason,
  videoIdFromInput,
  videoLinkError,
} from './review-draft';

const draft = {
  rating: 5,
  title: 'Sturdy',
  body: 'Carried it every day for a year.',
  pictureCount: 0,
  videoCount: 0,
};

describe('review draft rules', () => {
  it('needs 1 to 5 stars and enough words, within the limits', () => {
    expect(reviewDraftErrors(draft)).toEqual({});
    expect(reviewDraftErrors({ ...draft, rating: null }).rating).toBe('Choose from 1 to 5 stars');
    expect(reviewDraftErrors({ ...draft, rating: 6 }).rating).toBeDefined();
    expect(reviewDraftErrors({ ...draft, body: '   too short         ' }).body).toMatch(
      /at least 20 characters/,
    );
    expect(
      reviewDraftErrors({ ...draft, body: 'x'.repeat(REVIEW_LIMITS.bodyMax + 1) }).body,
    ).toMatch(/limited to 5000/);
    expect(reviewDraftErrors({ ...draft, title: 'x'.repeat(121) }).title).toMatch(/120/);
  });

  it('takes "up to 5 pictures and 1 video"', () => {
    expect(reviewDraftErrors({ ...draft, pictureCount: 5, videoCount: 1 })).toEqual({});
    expect(reviewDraftErrors({ ...draft, pictureCount: 6 }).pictures).toBe(
      'Add at most 5 pictures',
    );
    expect(reviewDraftErrors({ ...draft, videoCount: 2 }).video).toBe('Add at most 1 video');
  });

  it('refuses to edit a deleted review (issue #29: "editing a deleted review" is refused), not a published or unpublished one', () => {
    expect(reviewEditRefusal({ deleted: true })).toBe('This review is deleted. Restore it first.');
    expect(reviewEditRefusal({ deleted: false })).toBeNull();
  });

  it('gives each review one anchor (issue #29: "See your review" opens that review, not the profile\'s top)', () => {
    expect(reviewAnchor('rv123')).toBe('review-rv123');
  });

  it('reads a YouTube or Vidyard link or a bare id (spec §3: longer than 16 characters is the other provider)', () => {
    expect(videoIdFromInput('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromInput('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromInput('https://share.vidyard.com/watch/a1B2c3D4e5F6g7H8i9J0kL')).toBe(
      'a1B2c3D4e5F6g7H8i9J0kL',
    );
    expect(videoIdFromInput(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromInput('javascript:alert(1)')).toBeNull();
    expect(videoIdFromInput('')).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://share.vidyard.com/watch/a1B2c3D4e5F6g7H8i9J0kL', null],
    ['dQw4w9WgXcQ', null],
    ['https://vimeo.com/76979871', 'Invalid URL'],
    ['my holiday video', 'Invalid URL'],
    ['javascript:alert(1)', 'Invalid URL'],
  ])('checks the video link %j: spec §8 "URL check message \'Invalid URL\'"', (input, error) => {
    expect(videoLinkError(input)).toBe(error);
  });

  it('compares review texts without case, accents, punctuation or spacing', () => {
    expect(normalizedReviewText('Great  Bag!', 'Café-quality   stitching.')).toBe(
      normalizedReviewText('great bag', 'cafe quality stitching'),
    );
  });

  it('holds a review whose text repeats another, or that comes in a burst of more than 5 from day-old accounts', () => {
    const calm = {
      repeatsAnotherReview: false,
      recentReviewsFromNewAccounts: 0,
      authorAccountAgeHours: 1000,
    };
    expect(reviewHoldReason(calm)).toBeNull();
    expect(reviewHoldReason({ ...calm, repeatsAnotherReview: true })).toBe(HELD_FOR_REPEATED_TEXT);
    expect(
      reviewHoldReason({ ...calm, recentReviewsFromNewAccounts: 5, authorAccountAgeHours: 2 }),
    ).toBe(HELD_FOR_BURST);
    expect(
      reviewHoldReason({ ...calm, recentReviewsFromNewAccounts: 4, authorAccountAgeHours: 2 }),
    ).toBeNull();
    expect(
      reviewHoldReason({ ...calm, recentReviewsFromNewAccounts: 9, authorAccountAgeHours: 48 }),
    ).toBeNull();
  });

  const facts = {
    verified: true,
    source: 'organic',
    shop_name: 'Harbor Outfitters',
    ordered_at: '2026-10-02T15:00:00.000Z',
  };

  it('says how each review was verified, from the data', () => {
    expect(howVerified(facts, 'en-US')).toBe(
      'Verified buyer: ordered at Harbor Outfitters on Oct 2, 2026',
    );
    expect(howVerified(facts, 'en-GB')).toBe(
      'Verified buyer: ordered at Harbor Outfitters on 2 Oct 2026',
    );
    // Issue #55: a review from a review request says so, with the order's date.
    expect(howVerified({ ...facts, source: 'invite' }, 'en-GB')).toBe(
      'Verified buyer: invited by Harbor Outfitters to review after an order on 2 Oct 2026',
    );
    expect(
      howVerified({ ...facts, verified: false, source: 'invite', ordered_at: null }, 'en-GB'),
    ).toBe('Invited by Harbor Outfitters after an order');
    expect(howVerified({ ...facts, verified: false, ordered_at: null }, 'en-GB')).toBe(
      "Not verified: written on the shop's page",
    );
  });

  it('takes its date from the texts the server wrote, when handed them', () => {
    const server = new FormattedTexts({}, true);
    const line = howVerified(facts, 'en-GB', server);
    const handed = Object.fromEntries(
      Object.entries(server.toJSON()).map(([key, text]) => [key, `${text} (server)`]),
    );
    expect(howVerified(facts, 'en-GB', new FormattedTexts(handed))).toBe(`${line} (server)`);
  });
});
