import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading, navigateFromMenu } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('route rules (spec §2)', () => {
  it('keeps the redesign flag and the embedded-store token on the next route', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works?redesign=true&embedded_token=tok123');
    await navigateFromMenu(page, 'Find people');
    await page.waitForURL('**/reviews/people?redesign=1&embedded_token=tok123');
    await expectHeading(page, 'Find people');
    await context.close();
  });

  it('strips shop parameters on category routes and sets category_search', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(
      '/reviews/categories?shop_domain=a.example.com&platform=shopify&search_in_shop=1&category_id=3',
    );
    await page.waitForURL('**/reviews/categories?category_search=true');
    await expectHeading(page, 'All product categories');
    await context.close();
  });

  it('goes back to the top on navigation', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/reviews/how-it-works');
    await expectHeading(page, 'How it works');
    await page.getByRole('button', { name: 'Back to top' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await navigateFromMenu(page, 'Find people');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('redirects / to /reviews, /search to /reviews/search and unknown /reviews/{rest} to a shop page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/search?q=mug');
    await page.waitForURL('**/reviews/search?q=mug');
    await page.goto('/reviews/harbor-outfitters');
    await page.waitForURL('**/reviews/stores/harbor-outfitters');
    await expectHeading(page, 'Harbor Outfitters');
    await context.close();
  });
});
