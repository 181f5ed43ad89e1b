import sharp from 'sharp';
import { cachedPerKey } from '../../http/cached-for';
import { concurrencyLimit } from '../../http/concurrency-limit';
import { generatedImageSvg, type ImageVariant } from './generated-image';

/** 2-25 KB each (160 to 800 px): a demo catalogue's pages fit, in a few tens of MB at most. */
const RENDITIONS_KEPT = 2000;
const RENDITION_TTL_MS = 60 * 60 * 1000;
/** Drawn at once, at most: libvips shares its threads with scrypt and file reads. */
const DRAWN_AT_ONCE = 2;

/**
 * The seeded pictures as WebP, the format uploaded pictures are served in. As SVG, each picture
 * cost a phone's browser a document of its own on the main thread (the demo product page's 23
 * took about 150 ms here, most of Lighthouse's blocking time at a 5x slower CPU); a WebP is
 * decoded off it. Drawn from the same SVG, kept a while per picture and size.
 */
export function generatedPictureRenditions(): (
  name: string,
  variant: ImageVariant,
) => Promise<Buffer> {
  const limited = concurrencyLimit(DRAWN_AT_ONCE);
  const drawn = cachedPerKey(RENDITION_TTL_MS, RENDITIONS_KEPT, (key: string) => {
    const [variant, name] = key.split(':') as [ImageVariant, string];
    return limited(() =>
      sharp(Buffer.from(generatedImageSvg(name, variant)))
        .webp({ quality: 82, effort: 2 })
        .toBuffer(),
    );
  });
  return (name, variant) => drawn(`${variant}:${name}`);
}
