import sharp from 'sharp';
import { LINK_PREVIEW_LARGE, LINK_PREVIEW_SQUARE } from '@vouch/domain';
import { cachedPerKey } from '../../http/cached-for';
import { generatedImageSvg } from './generated-image';
import { drawPicture } from './picture-drawing';

const JPEG = { quality: 85, mozjpeg: true } as const;
/** Renditions kept: about 15 KB each, and one takes up to a few hundred ms of libvips threads to draw. */
const RENDITIONS_KEPT = 500;
const RENDITION_TTL_MS = 60 * 60 * 1000;

const { width, height } = LINK_PREVIEW_LARGE;
/** The site's card: the favicon's mark and the name on the brand's green. */
const SITE_CARD_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="#0b6e4f"/>` +
  `<rect x="100" y="195" width="240" height="240" rx="52" fill="#fff" fill-opacity=".12"/>` +
  `<path d="M160 255l60 105 60-105" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<text x="390" y="315" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="#fff">Vouch</text>` +
  `<text x="394" y="385" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fff" fill-opacity=".88">Honest reviews of online shops and products</text>` +
  `</svg>`;

/** A picture on the large card: whole in the middle, over a blurred, darkened copy of itself filling the rest. */
async function largeCard(svg: Buffer): Promise<Buffer> {
  const [backdrop, picture] = await Promise.all([
    sharp(svg)
      .resize(width, height, { fit: 'cover' })
      .blur(40)
      .modulate({ brightness: 0.8 })
      .toBuffer(),
    sharp(svg).resize(height, height, { fit: 'inside' }).toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg(JPEG)
    .toBuffer();
}

/** A logo, square on white (JPEG has no transparency). */
function squareCard(svg: Buffer): Promise<Buffer> {
  const size = LINK_PREVIEW_SQUARE;
  return sharp(svg)
    .resize(size.width, size.height, { fit: 'contain', background: '#fff' })
    .flatten({ background: '#fff' })
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * JPEG renditions of the pictures shared links show, at the sizes the page heads declare
 * (`linkPreviewImage`): drawn from the seeded picture's SVG, kept a while per picture.
 */
export function linkPreviewImages() {
  const drawn = cachedPerKey(RENDITION_TTL_MS, RENDITIONS_KEPT, (key: string) =>
    drawPicture(() => {
      if (key === 'site') return sharp(Buffer.from(SITE_CARD_SVG)).jpeg(JPEG).toBuffer();
      const [shape, name] = key.split(':') as ['large' | 'square', string];
      const svg = Buffer.from(generatedImageSvg(name, 'huge'));
      return shape === 'large' ? largeCard(svg) : squareCard(svg);
    }),
  );
  return {
    /** A product's picture on the large card, from the seeded picture's name. */
    product: (pictureName: string) => drawn(`large:${pictureName}`),
    /** A shop's logo, square. */
    shop: (pictureName: string) => drawn(`square:${pictureName}`),
    /** The site's card. */
    site: () => drawn('site'),
  };
}
