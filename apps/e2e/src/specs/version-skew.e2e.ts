import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_PRODUCT } from '@vouch/seed';
import { stopSiteServer, type SiteServer } from '@vouch/site-runner';
import { launchBrowser, newPage } from '../support/browser';
import { fixturePath, unpackFixture } from '../support/fixture-builds';
import { expectHeading } from '../support/page-expectations';
import { firstServerRenderedHtml, serverRenderedRoot } from '../support/server-rendered-root';
import { startSiteWithSearchBuild } from '../support/site-with-search-build';

/**
 * The search remote as commit 0cc912d built it (browser and server bundles, `nx build search`),
 * checked in: built against shared libraries at 0.0.0 and before this commit's shell, search bar
 * and api-client changes, as a team's remote still live while the shell moves on.
 */
const OLD_SEARCH_BUILD = fixturePath('search-remote-0cc912d.tar.gz');
const OLD_SEARCH_FOLDER = 'search-0cc912d';
const searchPath = '/reviews/search?q=backpack';
const SEARCH_TITLE = 'Results for “backpack”';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('version skew (issue #30): the shell of this commit with a search remote built at an earlier one', () => {
  let site: SiteServer | undefined;
  let workDir: string;

  beforeAll(async () => {
    ({ site, workDir } = await startSiteWithSearchBuild(
      OLD_SEARCH_FOLDER,
      (dist, target, folder) => {
        unpackFixture(OLD_SEARCH_BUILD, folder);
        renameSync(path.join(folder, 'search'), target);
      },
    ));
  }, 180_000);

  afterAll(async () => {
    if (site) await stopSiteServer(site);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it("renders the old remote's search page on the server, with its results", async () => {
    const html = await firstServerRenderedHtml(`${site!.origin}${searchPath}`);
    expect(html).toContain(`/static/${OLD_SEARCH_FOLDER}/mf-manifest.json`);
    const root = serverRenderedRoot(html);
    expect(root).toContain(SEARCH_TITLE);
    expect(root).toContain(DEMO_PRODUCT.title);
  });

  it("runs the old remote's pages in the browser beside this commit's remotes", async () => {
    const { context, page, errors } = await newPage(browser);
    const oldFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/static/${OLD_SEARCH_FOLDER}/`) && response.ok())
        oldFiles.push(response.url());
    });
    await page.goto(`${site!.origin}${searchPath}`);
    await expectHeading(page, SEARCH_TITLE);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('heading', { level: 3, name: DEMO_PRODUCT.title })
      .waitFor();
    expect(oldFiles.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // A product page is this commit's shops-products remote; the category index is the old search remote's again.
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: DEMO_PRODUCT.title })
      .first()
      .click();
    await expectHeading(page, DEMO_PRODUCT.title);
    await page.goto(`${site!.origin}/reviews/categories`);
    await expectHeading(page, 'All product categories');
    expect(errors).toEqual([]);
    await context.close();
  });
});
