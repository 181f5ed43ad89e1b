import { Link } from 'react-router';
import styled from 'styled-components';
import type { Followee, FollowsArgs } from '@vouch/api-client';
import { FollowButton } from '@vouch/catalog-ui';
import { RetryingImage, StarRating } from '@vouch/design-system';
import { FollowCard } from '../../../components/follow-card';

const Card = styled(FollowCard)`
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** In place of a missing logo or picture: the name's first letter, the size the picture would be. */
const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface FollowedItemProps {
  followee: Followee;
  name: string;
  path: string;
  image: string | null;
  detail?: string;
  rating: { average: number; count: number };
  stateArgs: FollowsArgs;
}

/** A followed shop or product, with its Follow button to unfollow (or follow again) in place. */
export function FollowedItem({
  followee,
  name,
  path,
  image,
  detail,
  rating,
  stateArgs,
}: FollowedItemProps) {
  return (
    <Card aria-label={name}>
      {image ? (
        <RetryingImage src={image} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <Initial aria-hidden="true">{name.charAt(0)}</Initial>
      )}
      <div>
        <h3>
          <Link to={path}>{name}</Link>
        </h3>
        {detail && <p>{detail}</p>}
        <StarRating rating={rating.average} count={rating.count} />
      </div>
      <FollowButton {...followee} name={name} stateArgs={stateArgs} />
    </Card>
  );
}
