import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one front-end shape (README "Where things are", docs/architecture.md): inside every app,
 * pages live in `src/pages/<name>-page/<name>-page.tsx`, features in `src/features/<feature>/`, and
 * what several of them share in `src/components/`, `src/hooks/` and `src/api/`. Imports go one
 * way: pages compose features; a feature never imports a page; shared code imports no feature and
 * no page; a page imports no other page.
 */
const root = path.resolve(__dirname, '../../..');

/** Where a file sits in its app: a page, a feature, shared code or the rest (routes, the shell's frame). */
export type Place = { kind: 'page' | 'feature'; name: string } | { kind: 'shared' | 'other' };

export function placeOf(file: string): Place {
  const inApp = /^apps\/[^/]+\/src\/(.*)$/.exec(file)?.[1] ?? '';
  const [top, name] = inApp.split('/');
  if (top === 'pages' && name) return { kind: 'page', name };
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'components' || top === 'hooks' || top === 'api') return { kind: 'shared' };
  return { kind: 'other' };
}

/** Each import the shape refuses, as "importer -> imported: why". `imports` maps a file to the files it imports. */
export function shapeProblems(imports: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [file, targets] of imports) {
    const from = placeOf(file);
    for (const target of targets) {
      const to = placeOf(target);
      const refuse = (why: string) => problems.push(`${file} -> ${target}: ${why}`);
      if (to.kind === 'page' && from.kind === 'page' && from.name !== to.name)
        refuse('a page imports another page');
      else if (to.kind === 'page' && from.kind === 'feature') refuse('a feature imports a page');
      else if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'page'))
        refuse(`shared code imports a ${to.kind}`);
    }
  }
  return problems;
}

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

const IMPORTED = /(?:from\s+|import\s*\(\s*|jest\.mock\(\s*)'(\.{1,2}\/[^']+)'/g;

function resolveImport(file: string, specifier: string): string | null {
  const base = path.join(path.dirname(file), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${base}${ending}`)
    .find((candidate) => existsSync(path.join(root, candidate)));
  return found ?? null;
}

const appSources = readdirSync(path.join(root, 'apps')).flatMap((app) => {
  const src = path.join(root, 'apps', app, 'src');
  if (!existsSync(src) || app === 'api' || app === 'e2e') return [];
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `apps/${app}/src/${file}`);
});

const importsOf = (files: string[]) =>
  new Map(
    files.map((file) => [
      file,
      [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORTED)].flatMap(
        ([, specifier]) => resolveImport(file, specifier!) ?? [],
      ),
    ]),
  );

describe('one front-end shape', () => {
  it('keeps every page in its own folder under src/pages, named for it', () => {
    expect(appSources.filter((file) => file.includes('/src/pages/')).length).toBeGreaterThan(30);
    expect(misplacedPages(appSources)).toEqual([]);
  });

  it('imports one way: pages compose features; features, shared code and other pages never import a page', () => {
    const imports = importsOf(appSources.filter((file) => !file.includes('.test.')));
    const pageToFeature = [...imports].filter(
      ([file, targets]) =>
        placeOf(file).kind === 'page' &&
        targets.some((target) => placeOf(target).kind === 'feature'),
    );
    expect(pageToFeature.length).toBeGreaterThan(20);
    expect(shapeProblems(imports)).toEqual([]);
  });

  describe('refuses (probes)', () => {
    const probe = (from: string, to: string) => shapeProblems(new Map([[from, [to]]]));
    const page = 'apps/search/src/pages/search-page/search-page.tsx';

    it('a page importing another page', () => {
      expect(probe('apps/search/src/pages/category-page/category-page.tsx', page)).toEqual([
        `apps/search/src/pages/category-page/category-page.tsx -> ${page}: a page imports another page`,
      ]);
    });

    it('a feature importing a page', () => {
      expect(
        probe('apps/search/src/features/product-search/components/result-list.tsx', page),
      ).toEqual([
        `apps/search/src/features/product-search/components/result-list.tsx -> ${page}: a feature imports a page`,
      ]);
    });

    it('shared components or hooks importing a feature', () => {
      expect(
        probe(
          'apps/search/src/components/with-count.ts',
          'apps/search/src/features/product-search/api/product-search-api.ts',
        ),
      ).toEqual([
        'apps/search/src/components/with-count.ts -> apps/search/src/features/product-search/api/product-search-api.ts: shared code imports a feature',
      ]);
    });

    it('a page outside src/pages, or not in a folder named for it', () => {
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

    it('while a page may use its own components and any feature', () => {
      expect(probe(page, 'apps/search/src/pages/search-page/components/result-count.tsx')).toEqual(
        [],
      );
      expect(
        probe(page, 'apps/search/src/features/product-search/components/result-list.tsx'),
      ).toEqual([]);
    });
  });
});
