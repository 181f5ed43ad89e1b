import { avatarImage, type AvatarImage } from '@vouch/domain';
import { Avatar } from '@vouch/design-system';

/** Spec §3 "Avatar inputs", as reviews and profiles carry them. */
export interface ReviewerAvatarInputs {
  name: string;
  reviewer_initial: string;
  avatar_image_url: AvatarImage | null;
  gravatar_hash: string | null;
  verified_buyer: boolean;
}

/** A reviewer's avatar at `size` px: their picture, else the Gravatar they chose to show, else their initial. */
export function ReviewerAvatar({
  reviewer,
  size,
  loading,
}: {
  reviewer: ReviewerAvatarInputs;
  size: number;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <Avatar
      name={reviewer.name}
      initial={reviewer.reviewer_initial}
      image={avatarImage(reviewer.avatar_image_url, reviewer.gravatar_hash, size)}
      verifiedBuyer={reviewer.verified_buyer}
      size={size}
      loading={loading}
    />
  );
}
