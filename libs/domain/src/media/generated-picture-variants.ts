import { AVATAR_SIZES } from './upload-limits';

/**
 * The sizes, in pixels, a seeded picture (`/media/generated/{name}.webp`) is drawn in, by the
 * variant its address names. Avatars come at the sizes an uploaded one is stored in: a review
 * shows one 36 px wide.
 */
export const GENERATED_PICTURE_SIZES = {
  compact: 160,
  default: 400,
  retina: 800,
  huge: 1200,
  avatar: AVATAR_SIZES.normal,
  avatar_retina: AVATAR_SIZES.retina,
} as const;
export type GeneratedPictureVariant = keyof typeof GENERATED_PICTURE_SIZES;
/** The variants an address names with `?variant=`: `default` is the one it gets by naming none. */
export type NamedPictureVariant = Exclude<GeneratedPictureVariant, 'default'>;

export const NAMED_PICTURE_VARIANTS = (
  Object.keys(GENERATED_PICTURE_SIZES) as GeneratedPictureVariant[]
).filter((variant): variant is NamedPictureVariant => variant !== 'default');

/** Own keys only: `in` would also accept the prototype's names ('constructor', 'toString'). */
export function isGeneratedPictureVariant(value: unknown): value is GeneratedPictureVariant {
  return typeof value === 'string' && Object.hasOwn(GENERATED_PICTURE_SIZES, value);
}
