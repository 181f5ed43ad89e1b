const MB = 1024 * 1024;

/** Avatars: one picture up to 5 MB, stored at the header's size and twice it for sharp screens. */
export const AVATAR_MAX_BYTES = 5 * MB;
export const AVATAR_SIZES = { normal: 96, retina: 192 } as const;

/** Pictures people upload, by the format their bytes show (never the name or the declared type). */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export function isPictureFormat(format: string | undefined): format is PictureFormat {
  return PICTURE_FORMATS.some((known) => known === format);
}

/** "5 MB": a limit as people read it. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** Review pictures are kept at two sizes (longest side): `compact` for lists, `huge` for the gallery. */
export const REVIEW_PICTURE_SIZES = { compact: 320, huge: 1600 } as const;

/** The container a video's first bytes show (MP4's `ftyp` box, WebM's EBML header), or null for anything else. */
export function videoContainerOf(bytes: Uint8Array): 'mp4' | 'webm' | null {
  if (bytes.length >= 12 && String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  return null;
}
