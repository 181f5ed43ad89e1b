import { medalFor } from '../medals/medal-tier';
import { reviewIntegrityScores } from './review-integrity';

describe('reviewIntegrityScores (spec §9 "transparency (published share of verified reviews) and authenticity (verified share of published reviews)")', () => {
  it('shares published among verified, and verified among published', () => {
    expect(
      reviewIntegrityScores({ verified: 200, publishedVerified: 190, published: 400 }),
    ).toEqual({ transparency: 0.95, authenticity: 0.475 });
  });

  it('is 0 with nothing to share, never a division by zero', () => {
    expect(reviewIntegrityScores({ verified: 0, publishedVerified: 0, published: 0 })).toEqual({
      transparency: 0,
      authenticity: 0,
    });
  });

  it('gives the medal tiers of the shares', () => {
    const { transparency, authenticity } = reviewIntegrityScores({
      verified: 100,
      publishedVerified: 99,
      published: 99,
    });
    expect(medalFor(transparency)?.label).toBe('Platinum');
    expect(medalFor(authenticity)?.label).toBe('Diamond');
  });
});
