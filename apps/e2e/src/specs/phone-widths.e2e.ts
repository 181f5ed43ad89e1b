import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectShellFrame } from '../support/page-expectations';

let browser: Browser;
let categoryHandle: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await newPage(browser);
  const answer = await page.request.get('/reviews/all_categories');
  const { categories } = (await answer.json()) as { categories: { handle: string; level: number }[] };
  categoryHandle = categories.find((category) => category.level === 1)!.handle;
  await context.close();
});
afterAll(() => browser.close());

/** Every page a guest can open, with the search bar where it shows (spec §2). */
const publicPaths = () => [
  '/reviews',
  '/reviews/categories',
  `/reviews/categories/${categoryHandle}`,
  '/reviews/search?q=backpack',
  '/reviews/store_search?q=harbor',
  '/reviews/people',
  '/reviews/how-it-works',
  '/reviews/medals',
  '/reviews/trust',
  '/reviews/feed',
  `/reviews/stores/${DEMO_SHOP.slug}`,
  `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
  `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}`,
  '/login',
];

async function expectFitsAndMenuWorks(page: Page, width: number, path: string): Promise<void> {
  await page.goto(path);
  await expectShellFrame(page);
  await page.locator('h1').first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const box = (await menuButton.boundingBox())!;
  expect({ path, width, inside: box.x >= 0 && box.x + box.width <= width }).toEqual({ path, width, inside: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'detached' });
}

describe.each([320, 375, 414])('at %i px wide (issue: the phone header was wider than the screen)', (width) => {
  it('no public page scrolls sideways, and the menu button is on screen and opens the menu', async () => {
    const { page, context, errors } = await newPage(browser, { width });
    for (const path of publicPaths()) await expectFitsAndMenuWorks(page, width, path);
    expect(errors).toEqual([]);
    await context.close();
  });
});
