import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { chooseCurrency, expectHeading } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MOBILE = { width: 375 };
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu(page).waitFor();
}

describe('mobile layout at 375 px (spec §2, §4, §9)', () => {
  it('replaces the dropdown and account area with a slide-out menu holding all items and the currency selector', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/reviews/how-it-works');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Product categories' }).isVisible()).toBe(
      false,
    );
    await openMenu(page);
    expect(
      await menu(page)
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(['Sign In']);
    const site = await menu(page)
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link')
      .allTextContents();
    expect(site).toEqual([
      'Home',
      'Product categories',
      'Find stores',
      'Find people',
      'How it works',
      'For Businesses',
    ]);
    await menu(page).getByLabel('Show prices in').waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(
      await page
        .getByRole('button', { name: 'Close menu' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await context.close();
  });

  it('closes on the close button, a link click, an outside click, Escape and a currency change', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/reviews/how-it-works');

    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Find people' }).click();
    await menu(page).waitFor({ state: 'detached' });
    await expectHeading(page, 'Find people');

    await openMenu(page);
    await page.getByTestId('mobile-menu-overlay').click({ position: { x: 10, y: 300 } });
    await menu(page).waitFor({ state: 'detached' });

    await openMenu(page);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    await openMenu(page);
    await chooseCurrency(menu(page), 'EUR');
    await menu(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('vouch.locale'))).toBe(
      '{"currency":"EUR"}',
    );
    await context.close();
  });

  it('keeps the search bar usable', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/reviews/how-it-works');
    const box = page.getByRole('combobox', { name: 'Search for product' });
    expect((await box.boundingBox())!.width).toBeGreaterThan(120);
    await box.fill('backpack');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reviews/search?q=backpack');
    await context.close();
  });

  it('swaps the search bar and the filter/sort bar on scroll on the search page (spec §2)', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/reviews/search?min_transparency=0&category_search=true');
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    const searchBox = page.getByRole('combobox', { name: 'Search for product' });
    const filterButton = page.getByRole('button', { name: 'Filter by' });
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    expect(await top(searchBox)).toBeGreaterThanOrEqual(0);

    await page.mouse.wheel(0, 900);
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-hidden') === 'true',
    );
    await page.waitForTimeout(300);
    expect(await top(searchBox)).toBeLessThan(0);
    const filterTop = await top(filterButton);
    expect(filterTop).toBeGreaterThanOrEqual(0);
    expect(filterTop).toBeLessThan(70);

    await page.mouse.wheel(0, -100);
    await page.waitForFunction(
      () => !document.querySelector('header')?.hasAttribute('data-hidden'),
    );
    await page.waitForTimeout(300);
    expect(await top(searchBox)).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});
