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
  if (
    bytes.length >= 12 &&
    String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!) === 'ftyp'
  )
    return 'mp4';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  )
    return 'webm';
  return null;
}

/**
 * Issue #28, item 6: "pictures over a pixel limit fitted to their largest output (say 50 MP) are
 * refused before decoding". The largest output is a 1600-pixel review picture and evidence kept at
 * its own size; 50 MP is more than any phone's camera takes, while a decoded 16000 × 16000 PNG
 * (31 KB on disk) would take a gigabyte of memory.
 */
export const PICTURE_MAX_PIXELS = 50_000_000;

/** The size of a picture as its header declares it: pages of width × height (a TIFF may hold several). */
export interface PictureDimensions {
  width: number;
  height: number;
  pages?: number;
}

/** Why a picture has too many pixels to decode, in words its sender can act on; null when it may be decoded. */
export function picturePixelsError({ width, height, pages = 1 }: PictureDimensions): string | null {
  if (width * height * pages <= PICTURE_MAX_PIXELS) return null;
  const size = `${width} × ${height} pixels`;
  return `This picture is ${pages > 1 ? `${pages} pages of ${size}` : size}; pictures up to ${PICTURE_MAX_PIXELS / 1_000_000} megapixels are accepted.`;
}
