import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiAndToolSources,
  apiImports,
  cyclesOf,
  deepImports,
  moduleGraph,
  testingImports,
  type SourceFile,
} from './api-module-graph';
import { workspaceRoot } from './workspace-files';

const M = 'apps/api/src/modules';
const edges = apiImports(apiAndToolSources());

/** The imports of a few made-up files into the API's modules (the same parsing and resolution as the real check). */
const probe = (files: Record<string, string>): SourceFile[] => [
  ...Object.entries(files).map(([path, text]) => ({ path, text })),
  {
    path: `${M}/reviews/index.ts`,
    text: "export { reviewRepository } from './reviews-repository';\n",
  },
  { path: `${M}/reviews/reviews-repository.ts`, text: 'export const reviewRepository = 1;\n' },
  { path: `${M}/shops/index.ts`, text: "export { shopPages } from './shop-pages';\n" },
  { path: `${M}/shops/shop-pages.ts`, text: 'export const shopPages = 1;\n' },
];
const packageEntries = {
  '@vouch/api/testing': 'apps/api/src/testing/test-app.ts',
  '@vouch/api/reviews': `${M}/reviews/index.ts`,
  '@vouch/api/reviews-repository': `${M}/reviews/reviews-repository.ts`,
};

// Files that may import another module's insides for now, and why.
const DEEP_IMPORTS_ALLOWED = [
  // Another change is rewriting this test; it moves to the front doors with it.
  'apps/api/src/http/two-processes.test.ts',
];

describe('API modules have front doors (apps/api/src/modules/<module>/index.ts)', () => {
  it('every module has an index.ts', () => {
    const modules = readdirSync(path.join(workspaceRoot, M), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory(),
    );
    expect(
      modules
        .filter((module) => !existsSync(path.join(workspaceRoot, M, module.name, 'index.ts')))
        .map((module) => module.name),
    ).toEqual([]);
  });

  it('nothing outside a module imports its files other than index.ts (tools and tests included)', () => {
    expect(
      deepImports(edges).filter(
        (edge) => !DEEP_IMPORTS_ALLOWED.some((file) => edge.startsWith(`${file} -> `)),
      ),
    ).toEqual([]);
  });

  it('refuses a deep import: relative, re-exported, dynamic, or through the package exports', () => {
    const files = probe({
      [`${M}/shops/a.ts`]: "import { reviewRepository } from '../reviews/reviews-repository';\n",
      [`${M}/shops/b.ts`]: "export { reviewRepository } from '../reviews/reviews-repository';\n",
      [`${M}/shops/c.ts`]: "export const load = () => import('../reviews/reviews-repository');\n",
      ['apps/api/src/app.ts']:
        "import { reviewRepository } from './modules/reviews/reviews-repository';\n",
      ['tools/bench/src/x.ts']:
        "import { reviewRepository } from '@vouch/api/reviews-repository';\n",
    });
    expect(deepImports(apiImports(files, packageEntries))).toEqual([
      `${M}/shops/a.ts -> ../reviews/reviews-repository`,
      `${M}/shops/b.ts -> ../reviews/reviews-repository`,
      `${M}/shops/c.ts -> ../reviews/reviews-repository`,
      'apps/api/src/app.ts -> ./modules/reviews/reviews-repository',
      'tools/bench/src/x.ts -> @vouch/api/reviews-repository',
    ]);
  });

  it('allows the front door and a module its own files', () => {
    const files = probe({
      [`${M}/shops/a.ts`]:
        "import { reviewRepository } from '../reviews';\nimport { shopPages } from './shop-pages';\n",
      ['apps/api/src/app.ts']: "import { reviewRepository } from './modules/reviews/index';\n",
      ['tools/bench/src/x.ts']: "import { reviewRepository } from '@vouch/api/reviews';\n",
    });
    expect(deepImports(apiImports(files, packageEntries))).toEqual([]);
  });
});

/**
 * What each module imports of the others (through their front doors), tests aside: a new edge is a
 * decision, made in apps/api/module-edges.json (the lint's api-module policies read it too);
 * modules not named import no other module.
 */
const MODULE_EDGES = JSON.parse(
  readFileSync(path.join(workspaceRoot, 'apps/api/module-edges.json'), 'utf8'),
) as Record<string, string[]>;

describe('API modules import each other without cycles', () => {
  it('each module imports exactly the modules its row of module-edges.json names', () => {
    const actual = [...moduleGraph(edges)].flatMap(([from, to]) =>
      from.includes('/')
        ? []
        : [...to].filter((node) => !node.includes('/')).map((node) => `${from} -> ${node}`),
    );
    const recorded = Object.entries(MODULE_EDGES).flatMap(([from, to]) =>
      to.map((node) => `${from} -> ${node}`),
    );
    expect(actual.sort()).toEqual(recorded.sort());
  });

  it('the module graph of the code (tests aside) has no cycle', () => {
    expect(cyclesOf(moduleGraph(edges))).toEqual([]);
  });

  it('refuses a cycle between two modules, and one through a third', () => {
    const twoWay = probe({
      [`${M}/reviews/a.ts`]: "import { shopPages } from '../shops';\n",
      [`${M}/shops/a.ts`]: "import { reviewRepository } from '../reviews';\n",
    });
    expect(cyclesOf(moduleGraph(apiImports(twoWay)))).toEqual([['reviews', 'shops']]);
    const threeWay = probe({
      [`${M}/reviews/a.ts`]: "import { shopPages } from '../shops';\n",
      [`${M}/shops/a.ts`]: "import { x } from '../media';\n",
      [`${M}/media/index.ts`]: "import { reviewRepository } from '../reviews';\n",
    });
    expect(cyclesOf(moduleGraph(apiImports(threeWay)))).toEqual([['media', 'reviews', 'shops']]);
  });

  it('lets tests import across a cycle (they are not part of the graph)', () => {
    const files = probe({
      [`${M}/reviews/a.ts`]: "import { shopPages } from '../shops';\n",
      [`${M}/shops/a.test.ts`]: "import { reviewRepository } from '../reviews';\n",
    });
    expect(cyclesOf(moduleGraph(apiImports(files)))).toEqual([]);
  });
});

describe('API modules leave the test support to the tests (apps/api/src/testing)', () => {
  it('no module file but a test imports apps/api/src/testing', () => {
    expect(testingImports(edges)).toEqual([]);
  });

  it('refuses an import of the test support: relative, re-exported, dynamic, or through the package exports', () => {
    const files = probe({
      [`${M}/shops/a.ts`]: "import { TestBrowser } from '../../testing/test-app';\n",
      [`${M}/shops/b-test-fixtures.ts`]: "export { TestBrowser } from '../../testing/test-app';\n",
      [`${M}/shops/c.ts`]: "export const load = () => import('../../testing/test-database');\n",
      [`${M}/shops/d.ts`]: "import { TestBrowser } from '@vouch/api/testing';\n",
    });
    expect(testingImports(apiImports(files, packageEntries))).toEqual([
      `${M}/shops/a.ts -> ../../testing/test-app`,
      `${M}/shops/b-test-fixtures.ts -> ../../testing/test-app`,
      `${M}/shops/c.ts -> ../../testing/test-database`,
      `${M}/shops/d.ts -> @vouch/api/testing`,
    ]);
  });

  it('lets tests in a module, and code outside the modules, import it', () => {
    const files = probe({
      [`${M}/shops/a.test.ts`]: "import { TestBrowser } from '../../testing/test-app';\n",
      ['apps/api/src/testing/fixtures/shops.ts']: "import { TestBrowser } from '../test-app';\n",
      ['tools/bench/src/x.ts']: "import { TestBrowser } from '@vouch/api/testing';\n",
    });
    expect(testingImports(apiImports(files, packageEntries))).toEqual([]);
  });
});
