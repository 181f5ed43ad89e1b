import { slugify } from './slugify';

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
 * The colour a picture's name carries, as a slug of PICTURE_COLOURS; null when it carries none. The
 * last one named wins: 'white-noise-machine-in-sky-blue' is sky blue.
 */
export function pictureColourOf(name: string): string | null {
  const padded = `-${name}-`;
  let found: { slug: string; at: number } | null = null;
  for (const slug of Object.keys(PICTURE_COLOURS)) {
    const at = padded.lastIndexOf(`-${slug}-`);
    if (at >= 0 && (!found || at > found.at)) found = { slug, at };
  }
  return found?.slug ?? null;
}

/** A colour's slug as picture names carry it. */
export const pictureColourSlug = (colour: string): string => slugify(colour);
