import { formatCount } from '@vouch/domain';
import { Link } from 'react-router';
import type { FollowsArgs } from '@vouch/api-client';
import type { ReviewerCard as ReviewerCardData } from '@vouch/contracts';
import { FollowButton } from '@vouch/catalog-ui';
import { Avatar } from '@vouch/design-system';
import { FollowCard } from './follow-card';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** A reviewer in a list of people: avatar, name, how much they wrote and how many follow them, and Follow. */
export function ReviewerCard({
  reviewer,
  stateArgs,
}: {
  reviewer: ReviewerCardData;
  stateArgs: FollowsArgs;
}) {
  return (
    <FollowCard aria-label={reviewer.name}>
      <Avatar
        name={reviewer.name}
        initial={reviewer.reviewer_initial}
        verifiedBuyer={false}
        image={reviewer.avatar_image_url}
      />
      <div>
        <h3>
          <Link to={reviewer.internal_path}>{reviewer.name}</Link>
        </h3>
        <p>
          {plural(reviewer.reviews_count, 'review', 'reviews')} ·{' '}
          {plural(reviewer.followers_count, 'follower', 'followers')}
        </p>
      </div>
      <FollowButton
        followeeClass="Reviewer"
        encodedId={reviewer.encoded_id}
        name={reviewer.name}
        stateArgs={stateArgs}
      />
    </FollowCard>
  );
}
