/** An avatar's picture for 1x and 2x screens (spec §3 "Images use 1x and 2x sources"). */
export interface AvatarImage {
  normal: string;
  retina: string;
}

const GRAVATAR_HASH = /^[0-9a-f]{64}$/;

/**
 * Spec §3 "Avatar inputs: avatar_image_url, reviewer_initial, gravatar_hash": the uploaded picture
 * first; else, for a reviewer who chose to show their Gravatar (the hash is the SHA-256 of their
 * e-mail, stored only then), Gravatar's picture at `size` CSS pixels, answering 404 when there is
 * none so the initial shows; else none.
 */
export function avatarImage(
  uploaded: AvatarImage | null,
  gravatarHash: string | null,
  size: number,
): AvatarImage | null {
  if (uploaded) return uploaded;
  if (!gravatarHash || !GRAVATAR_HASH.test(gravatarHash)) return null;
  const at = (pixels: number) => `https://gravatar.com/avatar/${gravatarHash}?s=${pixels}&d=404`;
  return { normal: at(size), retina: at(size * 2) };
}
