import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where pages sit in the one front-end shape (README "Where things are", docs/architecture.md):
 * inside every app, `src/pages/<name>-page/<name>-page.tsx`. Which way imports go between pages,
 * features and shared code is a lint rule (eslint.config.mjs; boundaries.test.ts shows it refuse).
 */
const root = path.resolve(__dirname, '../../..');

/** Files named as pages (`*-page.tsx`) anywhere but their own folder under `src/pages/`. */
export function misplacedPages(files: string[]): string[] {
  return files.filter((file) => {
    const name = path.basename(file, '.tsx');
    return (
      file.endsWith('-page.tsx') &&
      !file.includes('.test.') &&
      !new RegExp(`^apps/[^/]+/src/pages/${name}/${name}\\.tsx$`).test(file)
    );
  });
}

const appSources = readdirSync(path.join(root, 'apps')).flatMap((app) => {
  const src = path.join(root, 'apps', app, 'src');
  if (!existsSync(src) || app === 'api' || app === 'e2e') return [];
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `apps/${app}/src/${file}`);
});

describe('one front-end shape', () => {
  it('keeps every page in its own folder under src/pages, named for it', () => {
    expect(appSources.filter((file) => file.includes('/src/pages/')).length).toBeGreaterThan(30);
    expect(misplacedPages(appSources)).toEqual([]);
  });

  it('refuses a page outside src/pages, or not in a folder named for it', () => {
    const page = 'apps/search/src/pages/search-page/search-page.tsx';
    expect(
      misplacedPages([
        'apps/search/src/features/product-search/search-page.tsx',
        'apps/search/src/pages/search/search-page.tsx',
        page,
        'apps/search/src/pages/search-page/search-page.test.tsx',
      ]),
    ).toEqual([
      'apps/search/src/features/product-search/search-page.tsx',
      'apps/search/src/pages/search/search-page.tsx',
    ]);
  });
});
