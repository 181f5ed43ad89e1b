import type { CurrentReviewer } from '@vouch/contracts';

/** Spec §3 "Images use 1x and 2x sources": the stored pair, or the one picture for both when only one exists. */
export function avatarImageOf(user: {
  avatar_url: string | null;
  avatar_retina_url: string | null;
}): CurrentReviewer['avatar_image_url'] {
  return user.avatar_url
    ? { normal: user.avatar_url, retina: user.avatar_retina_url ?? user.avatar_url }
    : null;
}
