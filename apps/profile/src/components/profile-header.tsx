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

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export interface ProfileHeaderProps {
  basic: PublicBasicData;
  extra: PublicProfileResponse['extra_data'];
  /** Beside the name: Follow on someone else's profile, Edit on one's own. */
  action?: ReactNode;
}

/** Who the reviewer is (spec §3 reviewer profile): avatar, name, country, since when, what they wrote and who they follow. */
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
          {plural(
            basic.verified_reviews_count,
            'verified purchase reviewed',
            'verified purchases reviewed',
          )}{' '}
          · {plural(basic.followers_count, 'follower', 'followers')}
        </p>
      </Who>
      {action}
      <Counts aria-label="Profile figures">
        <li>
          <strong>{formatCount(extra.reviews_data.total_reviews_count)}</strong> reviews
        </li>
        <li>
          <strong>{formatCount(extra.recommendations_data.total)}</strong> recommendations
        </li>
        <li>
          <strong>{formatCount(following.shops_count)}</strong> shops followed
        </li>
        <li>
          <strong>{formatCount(following.products_count)}</strong> products followed
        </li>
        <li>
          <strong>{formatCount(following.reviewers_count)}</strong> reviewers followed
        </li>
      </Counts>
    </Header>
  );
}
