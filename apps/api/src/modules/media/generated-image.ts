import { GENERATED_PICTURE_SIZES, type GeneratedPictureVariant } from '@vouch/domain';
import { escapeHtml } from '../../http/escape-html';
import { PICTURE_COLOURS, pictureColourOf } from '@vouch/seed';
import { pictogramOf } from './category-pictograms';

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
function whitePictogram(pictogram: string, size: number): string {
  return `<g fill="#fff" fill-opacity=".92" transform="translate(${size * 0.2} ${size * 0.2}) scale(${(size * 0.6) / 100})">${pictogram}</g>`;
}

function labelOf(name: string, size: number): string {
  return (
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" ` +
    `font-size="${Math.round(size * 0.32)}" fill="#fff" fill-opacity=".92">${escapeHtml(generatedImageLabel(name))}</text>`
  );
}

/** The colour a product or review picture draws its pictogram in: its name's, else one its name picks. */
function pictureColour(name: string, hash: number): string {
  const named = pictureColourOf(name);
  const colours = Object.values(PICTURE_COLOURS);
  return named ? PICTURE_COLOURS[named]! : colours[hash % colours.length]!;
}

/** True for colours a light backdrop would swallow (white, cream, sand): relative luminance over a half. */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.5;
}

/** A pictogram drawn on its 100 x 100 grid in `colour`, `scale` of the picture wide, centred on (cx, cy), turned `turn` degrees. */
function pictogramIn(
  pictogram: string,
  colour: string,
  size: number,
  placement: { cx: number; cy: number; scale: number; turn: number },
): string {
  const width = size * placement.scale;
  const at = `translate(${(placement.cx * size - width / 2).toFixed(1)} ${(placement.cy * size - width / 2).toFixed(1)})`;
  return `<g fill="${colour}" transform="${at} rotate(${placement.turn} ${width / 2} ${width / 2}) scale(${(width / 100).toFixed(3)})">${pictogram.replaceAll('#fff', colour)}</g>`;
}

/** A product on a plain studio backdrop with its shadow, as a shop's own photo would show it. */
function productShot(pictogram: string, colour: string, size: number): string {
  const backdrop = isLight(colour) ? ['#8d949c', '#6f767e'] : ['#f3f1ec', '#dcd8cf'];
  return (
    `<defs><radialGradient id="b" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#b)"/>` +
    `<ellipse cx="${size / 2}" cy="${size * 0.84}" rx="${size * 0.3}" ry="${size * 0.04}" fill="#000" fill-opacity=".18"/>` +
    pictogramIn(pictogram, colour, size, { cx: 0.5, cy: 0.5, scale: 0.64, turn: 0 })
  );
}

const WALLS = ['#e9e2d6', '#dfe6e2', '#e6dfe8', '#efe9dc', '#dde3ea'];
const SURFACES = ['#a8744f', '#8b6a4e', '#c9a27c', '#7d7f83', '#b9b2a6'];

/** A reviewer's photo: the product on a table against a wall with a window, from its own angle. */
function reviewScene(pictogram: string, colour: string, size: number, hash: number): string {
  const wall = WALLS[hash % WALLS.length]!;
  const surface = SURFACES[(hash >>> 4) % SURFACES.length]!;
  const horizon = 0.58 + ((hash >>> 8) % 12) / 100;
  const windowX = 0.08 + ((hash >>> 12) % 50) / 100;
  const scale = 0.42 + ((hash >>> 20) % 14) / 100;
  // Standing on the table: a pictogram's shapes end about 36% of its width below its centre.
  const placement = {
    cx: 0.35 + ((hash >>> 16) % 30) / 100,
    cy: horizon + 0.05 - scale * 0.36,
    scale,
    turn: ((hash >>> 24) % 11) - 5,
  };
  const s = (fraction: number) => (fraction * size).toFixed(1);
  return (
    `<rect width="${size}" height="${size}" fill="${wall}"/>` +
    `<rect x="${s(windowX)}" y="${s(0.08)}" width="${s(0.3)}" height="${s(0.34)}" fill="#cfe3f1" stroke="#fff" stroke-width="${s(0.015)}"/>` +
    `<path d="M${s(windowX + 0.15)} ${s(0.08)}v${s(0.34)}M${s(windowX)} ${s(0.25)}h${s(0.3)}" stroke="#fff" stroke-width="${s(0.012)}"/>` +
    `<rect y="${s(horizon)}" width="${size}" height="${s(1 - horizon)}" fill="${surface}"/>` +
    `<rect y="${s(horizon)}" width="${size}" height="${s(0.012)}" fill="#000" fill-opacity=".12"/>` +
    `<ellipse cx="${s(placement.cx + 0.03)}" cy="${s(horizon + 0.05)}" rx="${s(placement.scale * 0.45)}" ry="${s(0.035)}" fill="#000" fill-opacity=".22"/>` +
    pictogramIn(pictogram, colour, size, placement)
  );
}

/** Initials or a white pictogram on a coloured gradient: logos, avatars, categories and older names. */
function badge(name: string, size: number, hash: number, pictogram: string | null): string {
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
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 48%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 60% 36%)"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/>${shapes}${pictogram ? whitePictogram(pictogram, size) : labelOf(name, size)}`
  );
}

/**
 * A deterministic picture for seeded data, generated here so the demo needs no network and no
 * image files in the repository: a product on a studio backdrop and a reviewer's photo of it in a
 * room, each showing its category group's pictogram in the product's colour; a category's
 * pictogram, or a shop's or person's initials, on a gradient.
 */
export function generatedImageSvg(name: string, variant: GeneratedPictureVariant): string {
  const size = GENERATED_PICTURE_SIZES[variant];
  const pictogram = pictogramOf(name);
  const hash = hashOf(name);
  const kind = name.split('-')[0];
  const body =
    pictogram && kind === 'product'
      ? productShot(pictogram, pictureColour(name, hash), size)
      : pictogram && kind === 'review'
        ? reviewScene(pictogram, pictureColour(name, hash), size, hash)
        : badge(name, size, hash, pictogram);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}
