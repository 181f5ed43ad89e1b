import sharp from 'sharp';
import { cachedPerKey } from '../../http/cached-for';
import type { GeneratedPictureVariant } from '@vouch/domain';
import { generatedImageSvg } from './generated-image';
import { drawPicture } from './picture-drawing';

/** 1-60 KB each (96 px avatar to 1200 px huge): at most about 100 MB, a few tens of MB as pages ask. */
const RENDITIONS_KEPT = 2000;
const RENDITION_TTL_MS = 60 * 60 * 1000;

/**
 * The seeded pictures as WebP, the format uploaded pictures are served in. As SVG, each picture
 * cost a phone's browser a document of its own on the main thread (the demo product page's 23
 * took about 150 ms here, most of Lighthouse's blocking time at a 5x slower CPU); a WebP is
 * decoded off it. Drawn from the same SVG in the server's turn for drawings (`drawPicture`), kept
 * a while per picture and size.
 */
export function generatedPictureRenditions(): (
  name: string,
  variant: GeneratedPictureVariant,
) => Promise<Buffer> {
  const drawn = cachedPerKey(RENDITION_TTL_MS, RENDITIONS_KEPT, (key: string) => {
    const [variant, name] = key.split(':') as [GeneratedPictureVariant, string];
    return drawPicture(() =>
      sharp(Buffer.from(generatedImageSvg(name, variant)))
        .webp({ quality: 82, effort: 2 })
        .toBuffer(),
    );
  });
  return (name, variant) => drawn(`${variant}:${name}`);
}
