import type { CurrentReviewer } from '@vouch/contracts';
import type { SessionUser } from './session-repository';

/** The signed-in user as the contracts describe them (spec §3 "Current reviewer", "Avatar inputs"). */
export function currentReviewerFrom(user: SessionUser): CurrentReviewer {
  return {
    encoded_id: user.encoded_id,
    name: user.name,
    slug: user.slug,
    role: user.role,
    reviewer_initial: user.name.trim().charAt(0).toUpperCase() || '?',
    avatar_image_url: user.avatar_url
      ? { normal: user.avatar_url, retina: `${user.avatar_url}${user.avatar_url.includes('?') ? '&' : '?'}variant=retina` }
      : null,
    verified_buyer: user.verified_buyer,
    tos_accepted: user.tos_accepted,
    managed_shop_ids: user.managed_shop_ids,
  };
}
