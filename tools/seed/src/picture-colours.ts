import { slugify } from '@vouch/domain';

/**
 * How the colours products come in (vocabulary's COLOURS) are drawn on generated product and
 * review pictures, keyed by the slug the picture's name carries ('product-bags-…-in-sky-blue-12').
 */
export const PICTURE_COLOURS: Readonly<Record<string, string>> = {
  black: '#23262b',
  white: '#f4f4f0',
  navy: '#1f2f5c',
  sage: '#9caf88',
  terracotta: '#c8643b',
  sand: '#d8c3a0',
  charcoal: '#3d4147',
  olive: '#6b6e2f',
  rose: '#d98a9b',
  mustard: '#d4a62a',
  teal: '#1f7f7a',
  burgundy: '#7a1f36',
  cream: '#f1e7cf',
  slate: '#5f6b7a',
  'forest-green': '#2f5d3a',
  'sky-blue': '#7fb8e0',
};

/**
 * The colour a picture's name carries right after its group ('product-bags-navy-…',
 * 'review-home-sky-blue-12-0'), as a slug of PICTURE_COLOURS; null when it carries none there.
 */
export function pictureColourOf(name: string): string | null {
  const rest = name.split('-').slice(2).join('-');
  const slugs = Object.keys(PICTURE_COLOURS).filter(
    (slug) => rest === slug || rest.startsWith(`${slug}-`),
  );
  return slugs.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The colour a product is drawn in: the one its title names, else one its id picks (no draw from the seed's generator). */
export function productPictureColour(titleColour: string | null, productId: number): string {
  const slugs = Object.keys(PICTURE_COLOURS);
  return titleColour ? slugify(titleColour) : slugs[productId % slugs.length]!;
}
