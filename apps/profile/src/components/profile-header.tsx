import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PublicBasicData, PublicProfileResponse } from '@vouch/contracts';
import { COUNTRY_NAMES, formatCount } from '@vouch/domain';
import { PlainList } from '@vouch/design-system';
import { ReviewerAvatar } from '@vouch/catalog-ui';
import { useDateFormat } from '@vouch/api-client';

const PROFILE_AVATAR_SIZE = 96;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Who = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

const Counts = styled(PlainList).attrs({ $inline: true })`
  width: 100%;
  gap: ${({ theme }) => theme.space.lg};
  li {
    display: grid;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const noun = (count: number, one: string, many: string) => (count === 1 ? one : many);
const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${noun(count, one, many)}`;

/** One figure, labelled by what is counted. */
function Figure({ count, one, many }: { count: number; one: string; many: string }) {
  return (
    <li>
      <strong>{formatCount(count)}</strong> {noun(count, one, many)}
    </li>
  );
}

export interface ProfileHeaderProps {
  basic: PublicBasicData;
  extra: PublicProfileResponse['extra_data'];
  /** Beside the name: Follow on someone else's profile, Edit on one's own. */
  action?: ReactNode;
}

/**
 * Who the reviewer is (spec §3 reviewer profile): avatar, name, country, since when, what they wrote
 * and who they follow. Each label names what the server counts: reviews marked verified (also those
 * a review provider verified, not only orders placed here), published reviews (the private tabs
 * count drafts and deleted ones too), follows of each kind.
 */
export function ProfileHeader({ basic, extra, action }: ProfileHeaderProps) {
  const { month } = useDateFormat();
  const country = basic.country ? COUNTRY_NAMES[basic.country] : null;
  const following = extra.followings_data;
  return (
    <Header>
      <ReviewerAvatar reviewer={basic} size={PROFILE_AVATAR_SIZE} />
      <Who>
        <h1>{basic.name}</h1>
        <p>
          {[country, `Member since ${month(basic.member_since)}`].filter(Boolean).join(' · ')}
          {basic.verified_buyer && ' · Verified buyer'}
        </p>
        <p>
          {plural(basic.verified_reviews_count, 'verified review', 'verified reviews')} ·{' '}
          {plural(basic.followers_count, 'follower', 'followers')}
        </p>
      </Who>
      {action}
      <Counts aria-label="Profile figures">
        <Figure
          count={extra.reviews_data.total_reviews_count}
          one="published review"
          many="published reviews"
        />
        <Figure
          count={extra.recommendations_data.total}
          one="recommendation"
          many="recommendations"
        />
        <Figure count={following.shops_count} one="shop followed" many="shops followed" />
        <Figure count={following.products_count} one="product followed" many="products followed" />
        <Figure
          count={following.reviewers_count}
          one="reviewer followed"
          many="reviewers followed"
        />
      </Counts>
    </Header>
  );
}
