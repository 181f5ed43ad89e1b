import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { chooseCurrency, expectHeading, navigateFromMenu } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('header (spec §2 "Header and layout")', () => {
  it('logo goes home; the Menu dropdown lists the spec items and closes on Escape with focus back', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await page.getByRole('link', { name: 'Vouch home' }).click();
    await page.waitForURL('**/reviews');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const items = await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link')
      .allTextContents();
    expect(items).toEqual([
      'Home',
      'Product categories',
      'Find stores',
      'Find people',
      'How it works',
    ]);
    await page.getByLabel('Show prices in').waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await navigateFromMenu(page, 'Find people');
    await page.waitForURL('**/reviews/people');
    await context.close();
  });

  it("shows guests 'Sign In' and signed-in reviewers 'My Account' with My Profile, Write a review (orders waiting), Following, Feed, Sign out", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/stores/harbor-outfitters?reviews_page=2');
    // Signing in leads back to the page the link was followed from.
    expect(
      await page.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href'),
    ).toBe(
      `/login?return_to=${encodeURIComponent('/reviews/stores/harbor-outfitters?reviews_page=2')}`,
    );
    await signIn(page);
    const { orders_awaiting_review: waiting } = (await (
      await page.request.get('/reviews/profile/menu_counts')
    ).json()) as { orders_awaiting_review: number };
    expect(waiting).toBeGreaterThan(0);
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('link', { name: `Write a review ${waiting} waiting` }).waitFor();
    const menuId = await page
      .getByRole('button', { name: /My Account/ })
      .getAttribute('aria-controls');
    const entries = await page.locator(`[id="${menuId}"] > li`).allTextContents();
    expect(entries).toEqual([
      'My Profile',
      `Write a review ${waiting} waiting`,
      'Add your shop',
      'Following',
      'Feed',
      'Sign out',
    ]);
    expect(await page.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(
      `/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}`,
    );
    await context.close();
  });

  it("gives a shop's member its inbox and an arbitrator the desk in the account menu, each with what waits there (issue #29)", async () => {
    for (const [account, label, path] of [
      [DEMO_ACCOUNTS.shopOwner, 'Shop inbox', '/reviews/shop/inbox'],
      [DEMO_ACCOUNTS.arbitrator, 'Arbitrator desk', '/reviews/arbitrator'],
    ] as const) {
      const { page, context, errors } = await newPage(browser);
      await signIn(page, '', account);
      await page.getByRole('button', { name: /My Account/ }).click();
      const entry = page.getByRole('link', { name: new RegExp(`^${label} \\d+ waiting$`) });
      await entry.waitFor();
      await entry.click();
      await page.waitForURL(`**${path}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("shows the desktop 'Write a review' link only on home, with the redesign flag, when signed in", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews?redesign=1');
    expect(await page.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    await signIn(page);
    await page.goto('/reviews?redesign=1');
    await page.getByRole('link', { name: 'Write a review' }).waitFor();
    await page.goto('/reviews');
    await page.getByRole('button', { name: /My Account/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    await context.close();
  });
});

describe("currency ('Show prices in')", () => {
  it('lists store currency and the top currencies with their flags, then the rest under a line, and keeps the choice in the browser', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews');
    await page.getByRole('button', { name: 'Menu' }).click();
    const box = page.getByRole('combobox', { name: 'Show prices in' });
    await box.click();
    const [top, rest] = await page
      .getByRole('listbox', { name: 'Show prices in' })
      .getByRole('group')
      .all();
    const options = await top!.getByRole('option').allTextContents();
    expect(options[0]).toBe('Store currency');
    expect(options.slice(1).map((label) => label.split(' ')[0])).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'INR',
      'NZD',
      'USD',
    ]);
    expect(
      (await rest!.getByRole('option').allTextContents()).map((label) => label.split(' ')[0]),
    ).toContain('JPY');
    // Each flag is a picture from the flag set, and it loads.
    const euroFlag = page.getByRole('option', { name: 'EUR – Euro' }).locator('img');
    expect(await euroFlag.getAttribute('src')).toBe('/media/flags/eur.svg');
    expect(
      await euroFlag.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return image.naturalWidth;
      }),
    ).toBeGreaterThan(0);
    await box.fill('rupiah dollar');
    await page.getByRole('status').getByText('Sorry, no matching options.').waitFor();
    await page
      .getByText(
        'Prices will only be shown in this currency here. Stores may use different currencies.',
      )
      .waitFor();
    await box.fill('EUR');
    await page.getByRole('option', { name: 'EUR – Euro' }).click();
    expect(await page.evaluate(() => localStorage.getItem('vouch.locale'))).toBe(
      '{"currency":"EUR"}',
    );

    // A page the browser renders within six hours uses the cached rates: me.json is asked without
    // exchange_rates (a server-rendered page brings its rates with it and asks nothing). The feed is
    // one viewer's page, never rendered on the server; a guest is sent on to sign in.
    const meRequest = page.waitForRequest((request) => request.url().includes('/reviews/me.json'));
    await page.goto('/reviews/feed');
    expect(new URL((await meRequest).url()).searchParams.get('exchange_rates')).toBeNull();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('combobox', { name: 'Show prices in' }).inputValue()).toBe(
      'EUR – Euro',
    );
    await context.close();
  });

  it('falls back to the store currency when the kept currency has no rate', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews');
    await page.evaluate(() =>
      localStorage.setItem('vouch.locale', JSON.stringify({ currency: 'ISK' })),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('combobox', { name: 'Show prices in' }).inputValue()).toBe(
      'Store currency',
    );
    await expect(page.evaluate(() => localStorage.getItem('vouch.locale'))).resolves.toBe(
      '{"currency":"*"}',
    );
    await context.close();
  });

  it("keeps a signed-in reviewer's currency on the account (PUT /reviews/profile/reviewers/0)", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/reviews/profile/reviewers/0') &&
        response.request().method() === 'PUT',
    );
    await chooseCurrency(page, 'GBP');
    expect((await saved).status()).toBe(200);
    // Another browser, same account: the server remembers.
    const other = await newPage(browser);
    await signIn(other.page);
    await other.page.getByRole('button', { name: 'Menu' }).click();
    expect(await other.page.getByRole('combobox', { name: 'Show prices in' }).inputValue()).toBe(
      'GBP – British Pound',
    );
    await chooseCurrency(other.page, '*');
    await other.context.close();
    await context.close();
  });
});

describe('footer (spec §2)', () => {
  it('has the policy links, social links, Back to top and this year’s copyright line', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await expectHeading(page, 'How it works');
    const legal = await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link')
      .allTextContents();
    expect(legal).toEqual(['Terms', 'Privacy', 'Authenticity', 'Compliance', 'Content Policy']);
    expect(
      await page.getByRole('navigation', { name: 'Vouch elsewhere' }).getByRole('link').count(),
    ).toBe(4);
    await page.getByText(`© ${new Date().getUTCFullYear()} Vouch. All rights reserved.`).waitFor();
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.getByRole('button', { name: 'Back to top' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});
