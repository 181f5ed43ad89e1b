import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
const productPath = `${shopPath}/products/${DEMO_PRODUCT.handle}`;
const reviewTexts = (page: Page) =>
  page
    .getByRole('article', { name: /^Review by / })
    .evaluateAll((items) => items.map((item) => item.textContent));
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

// Issue #58 item 2: the same steps with the browser's script off and on. Off, every form and link
// is the server's work; on, the page's script takes them over and nothing a visitor sees differs.
describe.each([
  ['without JavaScript', false],
  ['with JavaScript', true],
] as const)('public pages %s', (_title, javaScript) => {
  it('searches from the header and from the home page', async () => {
    const { page, context } = await newPage(browser, { javaScript });
    await page.goto(shopPath);
    const header = page.getByRole('search', { name: 'Products' });
    await header.getByRole('combobox', { name: 'Search for product' }).fill('backpack');
    await header.getByRole('combobox', { name: 'Search for product' }).press('Enter');
    await page.waitForURL('**/reviews/search?**');
    expect(searchParam(page, 'q')).toBe('backpack');
    // On a shop's page the header searches that shop ("This store only").
    expect(searchParam(page, 'search_in_shop')).toBe('true');
    await page.getByRole('link', { name: DEMO_PRODUCT.title }).first().waitFor();

    await page.goto('/reviews');
    const home = page.getByRole('main').getByRole('search', { name: 'Products' });
    await home.getByRole('combobox', { name: 'Search for product' }).fill('backpack');
    await home.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/reviews/search?**');
    expect(searchParam(page, 'q')).toBe('backpack');
    expect(searchParam(page, 'search_in_shop')).toBeNull();
    await page.getByRole('link', { name: DEMO_PRODUCT.title }).first().waitFor();
    await context.close();
  });

  it("pages and sorts the demo product's reviews", async () => {
    const { page, context } = await newPage(browser, { javaScript });
    await page.goto(productPath);
    const firstPage = await reviewTexts(page);
    expect(firstPage).toHaveLength(10);
    await page
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('reviews_page') === '2');
    // With script the address changes first, then the reviews: wait for the list to be page 2's.
    await page.waitForFunction(
      (first) => document.querySelector('article[aria-label^="Review by "]')?.textContent !== first,
      firstPage[0],
    );
    await page
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    const secondPage = await reviewTexts(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);

    await page.getByLabel('Sort reviews').selectOption('lowest_rating');
    // Without script the choice is applied by the form's button; with it, at once.
    if (!javaScript) await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('reviews_sort') === 'lowest_rating');
    // A new order starts at page 1 (spec §4).
    expect(searchParam(page, 'reviews_page')).toBeNull();
    await page
      .getByRole('article', { name: /^Review by / })
      .first()
      .getByRole('img', { name: 'Rated 1.0 out of 5' })
      .waitFor();
    expect(await page.getByLabel('Sort reviews').inputValue()).toBe('lowest_rating');
    await context.close();
  });

  it('keeps the cookie choice', async () => {
    const { page, context } = await newPage(browser, { javaScript, cookieConsent: null });
    await page.goto(shopPath);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.getByRole('button', { name: 'Only necessary' }).click();
    await bar.waitFor({ state: 'detached' });
    // Back on the page it was chosen on, and the choice is the browser's for the next pages.
    expect(new URL(page.url()).pathname).toBe(shopPath);
    const consent = (await context.cookies()).find(
      (cookie) => cookie.name === 'vouch_cookie_consent',
    );
    expect(consent?.value).toBe('false');
    await page.goto(productPath);
    await expectHeading(page, DEMO_PRODUCT.title);
    expect(await bar.count()).toBe(0);
    await context.close();
  });

  it('opens the phone menu and follows one of its links', async () => {
    const { page, context } = await newPage(browser, { javaScript, width: 320, phone: true });
    await page.goto(shopPath);
    const site = page.getByRole('navigation', { name: 'Site' });
    expect(await site.isVisible()).toBe(false);
    // With script the Menu is a button; without, the browser's own <details>, whose <summary> has
    // no role to find it by.
    await (
      javaScript
        ? page.getByRole('button', { name: 'Open menu' })
        : page.locator('summary', { hasText: 'Open menu' })
    ).click();
    await site.getByRole('link', { name: 'Find people', exact: true }).click();
    await expectHeading(page, 'Find people');
    expect(new URL(page.url()).pathname).toBe('/reviews/people');
    await context.close();
  });

  it('signs in, keeping the address typed when refused, and goes back where it was asked from', async () => {
    const { page, context } = await newPage(browser, { javaScript });
    await page.goto(`/login?return_to=${encodeURIComponent(shopPath)}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail address').fill(DEMO_ACCOUNTS.reviewer.email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await form
      .getByRole('alert')
      .getByText('That e-mail address and password do not match an account.')
      .waitFor();
    expect(await form.getByLabel('E-mail address').inputValue()).toBe(DEMO_ACCOUNTS.reviewer.email);

    await form.getByLabel('Password').fill(DEMO_ACCOUNTS.reviewer.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${shopPath}`);
    await page.getByRole('button', { name: /My Account/ }).waitFor();
    await expectHeading(page, DEMO_SHOP.name);
    await context.close();
  });
});

// Issue #58 item 2, the search page's filters and the review histogram: the same steps with the
// browser's script off and on.
describe.each([
  ['without JavaScript', false],
  ['with JavaScript', true],
] as const)('filters %s', (_title, javaScript) => {
  it("applies a filter from the search page's 'Filter by' sheet on a phone", async () => {
    const { page, context } = await newPage(browser, { javaScript, width: 375 });
    await page.goto('/reviews/search?q=backpack');
    await page.getByRole('button', { name: 'Filter by' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter by' });
    await sheet.getByLabel('Rating').selectOption('4');
    await sheet.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('min_rating') === '4');
    expect(searchParam(page, 'q')).toBe('backpack');
    await page.getByRole('list', { name: 'Active filters' }).waitFor();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^Remove filter: / }).count()).toBe(1);
    await context.close();
  });

  it("filters the demo product's reviews to a star count from the histogram", async () => {
    const { page, context } = await newPage(browser, { javaScript });
    await page.goto(productPath);
    const fiveStars = page
      .getByRole('list', { name: 'Reviews by rating' })
      .getByRole('button', { name: /^5 stars: / });
    const shown = (await fiveStars.textContent())!.match(/([\d,]+) reviews$/)![1];
    await fiveStars.click();
    await page.waitForURL((url) => url.searchParams.get('reviews_rating') === '5');
    await page
      .getByRole('list', { name: 'Reviews by rating' })
      .getByRole('button', { name: /^5 stars: /, pressed: true })
      .waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${shown} reviews? with 5 stars$`) })
      .waitFor();
    // With script the list follows its answer: wait until every review shown is a five.
    await page.waitForFunction(() => {
      const stars = [
        ...document.querySelectorAll('article[aria-label^="Review by "] [aria-label^="Rated "]'),
      ].map((star) => star.getAttribute('aria-label'));
      return stars.length > 0 && stars.every((label) => label === 'Rated 5.0 out of 5');
    });
    await context.close();
  });
});
