import { escapeHtml } from '../site/render-page-html';
import { categoryPictogram } from './category-pictograms';

const VARIANT_SIZE = { compact: 160, default: 400, retina: 800, huge: 1200 } as const;
export type ImageVariant = keyof typeof VARIANT_SIZE;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** How many initials a kind of picture shows: a category's three, a shop's, person's or product's two. */
const INITIALS: Record<string, number> = { category: 3, logo: 2, avatar: 2, product: 2 };

/**
 * The label drawn on a picture: the initials of the words of its name after the kind
 * ("logo-harbor-outfitters" -> "HO", "avatar-ava-jones-12" -> "AJ"), so pictures differ by what
 * they show; a name with no words, the kind's initial ("review-12-0" -> "R").
 */
export function generatedImageLabel(name: string): string {
  const [kind = '?', ...rest] = name.split('-');
  const words = rest.filter((part) => !/^\d+$/.test(part) && part !== '');
  const initials = INITIALS[kind];
  if (initials && words.length > 0)
    return words
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
      .slice(0, initials);
  return kind.charAt(0).toUpperCase();
}

/** A white pictogram drawn on its 100 x 100 grid over the middle 60% of the picture. */
function pictogramOf(pictogram: string, size: number): string {
  return `<g fill="#fff" fill-opacity=".92" transform="translate(${size * 0.2} ${size * 0.2}) scale(${(size * 0.6) / 100})">${pictogram}</g>`;
}

function labelOf(name: string, size: number): string {
  return (
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" ` +
    `font-size="${Math.round(size * 0.32)}" fill="#fff" fill-opacity=".92">${escapeHtml(generatedImageLabel(name))}</text>`
  );
}

/**
 * A deterministic picture for seeded data (shops, products, avatars, categories, review photos):
 * generated here so the demo needs no network and no image files in the repository. It draws its
 * name's initials, or for a category of a known group, that group's pictogram.
 */
export function generatedImageSvg(name: string, variant: ImageVariant): string {
  const size = VARIANT_SIZE[variant];
  const pictogram = categoryPictogram(name);
  const hash = hashOf(name);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const shapes = Array.from({ length: 4 }, (_, index) => {
    const seed = hashOf(`${name}:${index}`);
    const cx = (seed % 100) / 100;
    const cy = ((seed >>> 8) % 100) / 100;
    const r = 0.1 + ((seed >>> 16) % 30) / 100;
    return `<circle cx="${(cx * size).toFixed(0)}" cy="${(cy * size).toFixed(0)}" r="${(r * size).toFixed(0)}" fill="hsl(${(hue + index * 25) % 360} 70% 85% / .45)"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 48%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 60% 36%)"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/>${shapes}${pictogram ? pictogramOf(pictogram, size) : labelOf(name, size)}</svg>`
  );
}

/** Own keys only: `in` would also accept the prototype's names ('constructor', 'toString'). */
export function isImageVariant(value: unknown): value is ImageVariant {
  return typeof value === 'string' && Object.hasOwn(VARIANT_SIZE, value);
}
