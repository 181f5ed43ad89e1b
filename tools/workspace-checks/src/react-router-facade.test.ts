import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const facade = readFileSync(path.join(root, 'tools/webpack/shared/react-router.mjs'), 'utf8');
const exported = new Set(
  facade
    .match(/export \{([^}]*)\}/)![1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('the shared react-router facade', () => {
  it("exports every name the browser code imports from 'react-router'", () => {
    const browserDirs = [
      'apps/shell',
      'apps/search',
      'apps/shops-products',
      'apps/profile',
      'apps/disputes-arbitrator',
      'apps/home-feed',
      'libs/api-client',
      'libs/design-system',
    ];
    const missing: string[] = [];
    for (const file of browserDirs.flatMap((dir) => sourceFiles(path.join(root, dir, 'src')))) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        for (const raw of names!.split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (name && !raw.trim().startsWith('type ') && !exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('re-exports only names that react-router really has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouter = require('react-router') as Record<string, unknown>;
    expect([...exported].filter((name) => !(name in reactRouter))).toEqual([]);
  });
});
