/** A generated picture's address (the API draws it from the name, as WebP like uploads), in one of its sizes. */
export function generatedImage(
  name: string,
  variant?: 'compact' | 'huge' | 'retina' | 'avatar' | 'avatar_retina',
): string {
  return `/media/generated/${name}.webp${variant ? `?variant=${variant}` : ''}`;
}
