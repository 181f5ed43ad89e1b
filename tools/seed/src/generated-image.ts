import type { NamedPictureVariant } from '@vouch/domain';

/** A generated picture's address (the API draws it from the name, as WebP like uploads), in one of its sizes. */
export function generatedImage(name: string, variant?: NamedPictureVariant): string {
  return `/media/generated/${name}.webp${variant ? `?variant=${variant}` : ''}`;
}
