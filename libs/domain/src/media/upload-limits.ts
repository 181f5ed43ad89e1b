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
