import type { CurrentReviewer } from '@vouch/contracts';
import { reviewerInitial } from '@vouch/domain';
import { avatarImageOf } from './avatar-image';
import type { SessionUser } from './session-repository';

/** The signed-in user as the contracts describe them (spec §3 "Current reviewer", "Avatar inputs"). */
export function currentReviewerFrom(user: SessionUser): CurrentReviewer {
  return {
    encoded_id: user.encoded_id,
    name: user.name,
    slug: user.slug,
    role: user.role,
    reviewer_initial: reviewerInitial(user.name) || '?',
    avatar_image_url: avatarImageOf(user),
    gravatar_hash: user.gravatar_hash,
    verified_buyer: user.verified_buyer,
    tos_accepted: user.tos_accepted,
    managed_shop_ids: user.managed_shop_ids,
  };
}
