import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { currencyFlagCode } from '@vouch/domain';

/** The maintained flag set (flag-icons, 4:3 SVGs named by lower-case flag code). */
const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

/** The PNG's size: the flag set's 4:3, over three times the 20 x 15 px the site draws a flag at (sharp on 3x screens). */
export const FLAG_PNG_SIZE = { width: 64, height: 48 } as const;

/** One picture per flag, made once and kept: a few hundred small files at most, and only for codes `currencyFlagCode` knows. */
function keptPerFlag(
  make: (flag: string) => Promise<Buffer | null>,
): (flag: string) => Promise<Buffer | null> {
  const kept = new Map<string, Promise<Buffer | null>>();
  return (flag) => {
    let picture = kept.get(flag);
    if (!picture) {
      picture = make(flag).catch(() => null);
      kept.set(flag, picture);
    }
    return picture;
  };
}

/**
 * A currency's flag as the flag set's SVG, or as a PNG rendered from it (spec §7 names the PNG);
 * null for a currency without a flag.
 */
export function flagImages() {
  const svgOf = keptPerFlag((flag) => readFile(path.join(FLAGS_DIR, `${flag}.svg`)));
  const pngOf = keptPerFlag(async (flag) => {
    const svg = await svgOf(flag);
    return (
      svg &&
      sharp(svg).resize(FLAG_PNG_SIZE.width, FLAG_PNG_SIZE.height, { fit: 'fill' }).png().toBuffer()
    );
  });
  const byCurrency =
    (ofFlag: (flag: string) => Promise<Buffer | null>) => (currencyCode: string) => {
      const flag = currencyFlagCode(currencyCode);
      return flag ? ofFlag(flag) : Promise.resolve(null);
    };
  return { svgFor: byCurrency(svgOf), pngFor: byCurrency(pngOf) };
}
