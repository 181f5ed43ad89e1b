import { screen, within } from '@testing-library/react';
import { publicExtraDataSchema, publicBasicDataSchema } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { ProfileHeader } from './profile-header';

const basic = publicBasicDataSchema.parse({
  encoded_id: 'r-test',
  slug: 'tess-tester',
  name: 'Tess Tester',
  reviewer_initial: 'T',
  avatar_image_url: null,
  gravatar_hash: null,
  verified_buyer: false,
  country: null,
  member_since: '2025-01-01T00:00:00.000Z',
  followers_count: 1,
  verified_reviews_count: 1,
});
const extraWith = (counts: { reviews: number; recommendations: number; follows: number }) =>
  publicExtraDataSchema.parse({
    reviews_data: { total_reviews_count: counts.reviews },
    recommendations_data: { items: [], total: counts.recommendations },
    followings_data: {
      shops_count: counts.follows,
      products_count: counts.follows,
      reviewers_count: counts.follows,
    },
  });

const figures = () =>
  within(screen.getByRole('list', { name: 'Profile figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('profile header (issue #58: each count says what it counts)', () => {
  it('calls verified reviews reviews, not purchases, and counts published reviews as published', () => {
    renderRoute(
      <ProfileHeader
        basic={{ ...basic, verified_reviews_count: 4, followers_count: 17 }}
        extra={extraWith({ reviews: 9, recommendations: 5, follows: 2 })}
      />,
      { pattern: '/', url: '/' },
    );
    expect(screen.getByText('4 verified reviews · 17 followers')).toBeTruthy();
    expect(figures()).toEqual([
      '9 published reviews',
      '5 recommendations',
      '2 shops followed',
      '2 products followed',
      '2 reviewers followed',
    ]);
  });

  it('names one of each in the singular', () => {
    renderRoute(
      <ProfileHeader
        basic={basic}
        extra={extraWith({ reviews: 1, recommendations: 1, follows: 1 })}
      />,
      { pattern: '/', url: '/' },
    );
    expect(screen.getByText('1 verified review · 1 follower')).toBeTruthy();
    expect(figures()).toEqual([
      '1 published review',
      '1 recommendation',
      '1 shop followed',
      '1 product followed',
      '1 reviewer followed',
    ]);
  });
});
