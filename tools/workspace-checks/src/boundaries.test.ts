import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { typeErrors } from './type-errors';

const root = path.resolve(__dirname, '../../..');

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/** Lints `code` with the workspace's real ESLint config as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  // An import of a file that does not exist resolves to nothing and passes unseen.
  for (const [, specifier] of code.matchAll(/from '(\.[^']+)'/g)) {
    const base = path.join(root, path.dirname(file), specifier!);
    if (!['', '.ts', '.tsx', '/index.ts'].some((ending) => existsSync(`${base}${ending}`)))
      throw new Error(`${file} probes ${specifier}, which does not exist`);
  }
  // The CLI, not the API: jest cannot import the ESM config file.
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      path.join(root, file),
      '--format',
      'json',
    ],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('architecture boundaries (lint)', () => {
  it('refuses a remote importing another remote', async () => {
    expect(
      await boundaryErrors(
        'apps/home-feed/src/x.ts',
        "import Routes from '../../search/src/routes';\nexport default Routes;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a remote importing the shell', async () => {
    expect(
      await boundaryErrors(
        'apps/search/src/x.ts',
        "export { createAppStore } from '../../shell/src/app/store';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a lib importing an app', async () => {
    expect(
      await boundaryErrors(
        'libs/api-client/src/x.ts',
        "export { configFromEnv } from '../../../apps/api/src/config';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses domain importing any other lib of ours', async () => {
    expect(
      await boundaryErrors('libs/domain/src/x.ts', "export { api } from '@vouch/api-client';\n"),
    ).toHaveLength(1);
  });

  it('refuses the design system importing the data layer', async () => {
    expect(
      await boundaryErrors(
        'libs/design-system/src/x.ts',
        "export { api } from '@vouch/api-client';\n",
      ),
    ).toHaveLength(1);
  });

  it('allows a remote to use the shared libs and its own files', async () => {
    const code =
      "import { api } from '@vouch/api-client';\nimport { theme } from '@vouch/design-system';\nimport Routes from './routes';\nexport { api, theme, Routes };\n";
    expect(await boundaryErrors('apps/search/src/x.ts', code)).toEqual([]);
  });

  it('refuses a relative import deep into a lib (only its entry point may be imported)', async () => {
    const code = "export { searchPath } from '../../../libs/domain/src/search/search-params';\n";
    expect(await boundaryErrors('apps/search/src/x.ts', code)).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/search/src/x.ts',
        "export { searchPath } from '../../../libs/domain/src/index';\n",
      ),
    ).toEqual([]);
  });

  it('refuses React and Node in the domain, and anything but React and styled-components in the design system', async () => {
    expect(
      await boundaryErrors(
        'libs/domain/src/x.ts',
        "import { useState } from 'react';\nexport const state = useState;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'libs/domain/src/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'libs/design-system/src/x.ts',
        "import { useSelector } from 'react-redux';\nexport const select = useSelector;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'libs/design-system/src/x.ts',
        "import styled from 'styled-components';\nimport { useId } from 'react';\nexport { styled, useId };\n",
      ),
    ).toEqual([]);
  });

  it('refuses Node built-ins in browser code', async () => {
    expect(
      await boundaryErrors(
        'apps/shell/src/features/login/x.ts',
        "import path from 'node:path';\nexport const join = path.join;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a feature importing a sibling feature; pages and the app frame compose them', async () => {
    expect(
      await boundaryErrors(
        'apps/shops-products/src/features/gallery/x.ts',
        "export { QuestionsSection } from '../questions/questions-section';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/shell/src/features/search-bar/x.ts',
        "export { CurrencySelector } from '../locale/components/currency-selector';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/shops-products/src/pages/shop-page/x.ts',
        "export { QuestionsSection } from '../../features/questions/questions-section';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/shell/src/app/header/x.ts',
        "export { SearchBar } from '../../features/search-bar/components/search-bar';\n",
      ),
    ).toEqual([]);
  });

  it("lets a feature use its own app's shared components, not another app's", async () => {
    expect(
      await boundaryErrors(
        'apps/search/src/features/store-search/x.ts',
        "export { CountryOptions } from '../../components/country-options';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/home-feed/src/features/feed/x.ts',
        "export { CountryOptions } from '../../../../search/src/components/country-options';\n",
      ),
    ).toHaveLength(1);
  });
});

// README "Where things are": pages compose features; shared code (src/components, src/hooks,
// src/api) imports no feature and no page; a page imports no other page. Where pages sit is
// front-end-shape.test.ts's.
describe('the front-end shape, one way (lint)', () => {
  const searchPage = "export { SearchPage } from '../search-page/search-page';\n";

  it('refuses a page importing another page', async () => {
    expect(await boundaryErrors('apps/search/src/pages/category-page/x.ts', searchPage)).toEqual([
      'app-page may not import app-page (the boundaries in eslint.config.mjs)',
    ]);
  });

  it('refuses a feature importing a page', async () => {
    expect(
      await boundaryErrors(
        'apps/search/src/features/product-search/x.ts',
        "export { SearchPage } from '../../pages/search-page/search-page';\n",
      ),
    ).toEqual(['app-feature may not import app-page (the boundaries in eslint.config.mjs)']);
  });

  it('refuses shared code importing a feature or a page', async () => {
    expect(
      await boundaryErrors(
        'apps/search/src/components/x.ts',
        "export { FilterBar } from '../features/product-search/components/filter-bar';\n",
      ),
    ).toEqual(['app-shared may not import app-feature (the boundaries in eslint.config.mjs)']);
    expect(
      await boundaryErrors(
        'apps/shops-products/src/hooks/x.ts',
        "export { ShopPage } from '../pages/shop-page/shop-page';\n",
      ),
    ).toEqual(['app-shared may not import app-page (the boundaries in eslint.config.mjs)']);
  });

  it("lets a page use its own components, features and the app's shared code", async () => {
    const code = [
      "export { FeaturedCards } from './components/featured-cards';",
      "export { QuestionsSection } from '../../features/questions/questions-section';",
      "export { NotFoundState } from '../../components/not-found-state';",
      "export { useAnswersForShop } from '../../hooks/use-answers-for-shop';",
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/shops-products/src/pages/shop-page/x.ts', code)).toEqual([]);
  });

  it("lets the app's routes load pages, shared components use shared hooks, and a test follow two pages", async () => {
    expect(
      await boundaryErrors(
        'apps/search/src/x.ts',
        "export { SearchPage } from './pages/search-page/search-page';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/shops-products/src/components/x.ts',
        "export { useAnswersForShop } from '../hooks/use-answers-for-shop';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/search/src/pages/category-page/x.test.ts', searchPage),
    ).toEqual([]);
  });
});

describe('API modules (apps/api/src/modules/<module>, one element each)', () => {
  it('refuses a deep import into another module; its index.ts is the way in', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/modules/shops/x.ts',
        "export { reviewRepository } from '../reviews/reviews-repository';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/shops/x.ts',
        "export { reviewRepository } from '../reviews';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/x.ts',
        "export { reviewRepository } from './modules/reviews/reviews-repository';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a module importing a module apps/api/module-edges.json does not give it; tests may', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/modules/reviews/x.ts',
        "export { shopPages } from '../shops';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/reviews/x.test.ts',
        "export { shopPages } from '../shops';\n",
      ),
    ).toEqual([]);
  });
});

describe('what each project may use (its own tsconfig)', () => {
  it('gives the domain neither the DOM nor Node', () => {
    expect(typeErrors('libs/domain', 'src/x.ts', 'export const title = document.title;\n')).toEqual(
      [expect.stringContaining("Cannot find name 'document'")],
    );
    expect(
      typeErrors('libs/domain', 'src/x.ts', "export const bytes = Buffer.from('x');\n"),
    ).toEqual([expect.stringContaining("Cannot find name 'Buffer'")]);
    expect(
      typeErrors(
        'libs/domain',
        'src/x.ts',
        "export const query = new URLSearchParams('q=1').get('q');\n",
      ),
    ).toEqual([]);
  });

  it('gives browser apps the DOM and not Node', () => {
    expect(typeErrors('apps/search', 'src/x.ts', 'export const env = process.env.PORT;\n')).toEqual(
      [expect.stringContaining("Cannot find name 'process'")],
    );
    expect(typeErrors('apps/search', 'src/x.ts', 'export const title = document.title;\n')).toEqual(
      [],
    );
  });
});
