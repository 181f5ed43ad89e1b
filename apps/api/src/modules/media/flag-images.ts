import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { currencyFlagCode } from '@vouch/domain';

/** The maintained flag set (flag-icons, 4:3 SVGs named by lower-case flag code). */
const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

/**
 * A currency's flag picture, read once per flag and kept (a few hundred small files at most, and
 * only for codes `currencyFlagCode` knows); null for a currency without a flag.
 */
export function flagImages(): { svgFor(currencyCode: string): Promise<Buffer | null> } {
  const kept = new Map<string, Promise<Buffer | null>>();
  return {
    svgFor(currencyCode) {
      const flag = currencyFlagCode(currencyCode);
      if (!flag) return Promise.resolve(null);
      let svg = kept.get(flag);
      if (!svg) {
        svg = readFile(path.join(FLAGS_DIR, `${flag}.svg`)).catch(() => null);
        kept.set(flag, svg);
      }
      return svg;
    },
  };
}
