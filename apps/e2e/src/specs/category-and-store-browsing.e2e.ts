import type { Browser, Page } from 'playwright-core';
import type { AllCategoriesResponse } from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading } from '../support/page-expectations';

let browser: Browser;
let categories: AllCategoriesResponse['categories'];
beforeAll(async () => {
  browser = await launchBrowser();
  categories = (
    (await (await fetch(`${origin()}/reviews/all_categories`)).json()) as AllCategoriesResponse
  ).categories;
});
afterAll(() => browser.close());

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('categories (spec §2 category routes)', () => {
  it('drills down to the deepest level, which searches it; Back returns to its parent', async () => {
    const leaf = categories.find((category) => category.name === DEMO_PRODUCT.categoryName)!;
    const parent = categories.find((category) => category.id === leaf.parent_id)!;
    const root = categories.find((category) => category.id === parent.parent_id)!;
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews/categories');
    await expectHeading(page, 'All product categories');
    await page.getByRole('heading', { level: 2, name: root.name }).getByRole('link').click();
    await expectHeading(page, root.name);
    await page.getByRole('heading', { level: 3, name: parent.name }).getByRole('link').click();
    await expectHeading(page, parent.name);
    expect(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(['All categories', root.name]);
    await page.getByRole('link', { name: leaf.name, exact: true }).first().click();
    await page.waitForURL(
      `**/reviews/search?q=${leaf.name.toLowerCase()}&category_id=${leaf.id}&sort_by=reviews_count`,
    );
    await expectHeading(page, `Results for “${leaf.name.toLowerCase()}” in ${leaf.name}`);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('reviews_count');
    await page.goBack();
    await page.waitForURL(`**/reviews/categories/${parent.handle}?category_search=true`);
    await expectHeading(page, parent.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops the order a category redirect chose on the next search (spec §4)', async () => {
    const leaf = categories.find((category) => category.name === DEMO_PRODUCT.categoryName)!;
    const { page, context, errors } = await newPage(browser);
    await page.goto(
      `/reviews/search?q=${leaf.name.toLowerCase()}&category_id=${leaf.id}&sort_by=reviews_count&from=category`,
    );
    await page.waitForURL(
      (url) => !url.searchParams.has('from') && url.searchParams.get('sort_by') === 'reviews_count',
    );
    const box = page.getByRole('combobox', { name: 'Search for product' });
    const search = async (text: string) => {
      await box.fill(text);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === text);
    };
    await search('backpack');
    expect(searchParam(page, 'sort_by')).toBeNull();
    // That the shopper's own order stays is the search bar's UI test ("keeps the results' order").
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an unknown category to the index and sorts the index by name both ways, the gender category held apart after the rest', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/categories/no-such-category');
    await page.waitForURL('**/reviews/categories?category_search=true');
    const sections = page.getByRole('heading', { level: 2 });
    await page.getByLabel('Sort categories').selectOption('name-asc');
    const ascending = await sections.allTextContents();
    expect(ascending.at(-1)).toBe('Gender');
    const sorted = ascending.slice(0, -1);
    expect(sorted).toEqual(
      [...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    await page.getByLabel('Sort categories').selectOption('name-desc');
    expect(await sections.allTextContents()).toEqual([...sorted].reverse().concat('Gender'));
    await context.close();
  });
});

describe('store search (spec §2 /reviews/store_search)', () => {
  it('finds a store by name and pages through all stores 20 at a time', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/store_search');
    await expectHeading(page, 'Find stores');
    const stores = page.getByRole('list', { name: 'Stores' }).getByRole('heading', { level: 2 });
    await stores.first().waitFor();
    expect(await stores.count()).toBe(20);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/reviews/store_search?page=2');
    await page.getByLabel('Store name or domain').fill('harbor');
    await page.getByRole('button', { name: 'Search stores' }).click();
    await page.waitForURL('**/reviews/store_search?q=harbor');
    await page.getByRole('link', { name: DEMO_SHOP.name, exact: true }).waitFor();
    expect(await page.getByText(`${DEMO_SHOP.slug}.example.com`).count()).toBe(1);
    await context.close();
  });
});

describe('click tracking from store search (spec §7 POST /reviews/click)', () => {
  const visit = (page: Page) =>
    page.getByRole('link', { name: `Visit store ${DEMO_SHOP.name} (opens in a new tab)` });

  it('reports a click through to a store with the journey, and the server stores it', async () => {
    const { page, context } = await newPage(browser);
    await context.route(`https://${DEMO_SHOP.slug}.example.com/**`, (route) =>
      route.fulfill({ status: 200, body: 'the store' }),
    );
    await page.goto('/reviews/how-it-works');
    await expectHeading(page, 'How it works');
    await page.goto('/reviews/store_search?q=harbor');
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/reviews/click') && request.method() === 'POST',
    );
    const opened = context.waitForEvent('page');
    await visit(page).click();
    const request = await reported;
    const body = request.postDataJSON() as {
      shop_id: string;
      referral_page: string;
      tracking_data: { journey: string[] };
    };
    expect(body.referral_page).toBe('/reviews/store_search');
    expect(body.tracking_data.journey).toEqual(['/reviews/how-it-works', '/reviews/store_search']);
    expect(body.shop_id).toMatch(/^s/);
    expect((await request.response())!.status()).toBeLessThan(300);
    expect((await opened).url()).toBe(`https://${DEMO_SHOP.slug}.example.com/`);
    await context.close();
  });

  it('reports nothing when cookies were declined', async () => {
    const { page, context } = await newPage(browser, { cookieConsent: false });
    await context.route(`https://${DEMO_SHOP.slug}.example.com/**`, (route) =>
      route.fulfill({ status: 200, body: 'the store' }),
    );
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/reviews/click')) reports.push(request.url());
    });
    await page.goto('/reviews/store_search?q=harbor');
    const opened = context.waitForEvent('page');
    await visit(page).click();
    await (await opened).waitForLoadState();
    // The click handler runs before the new tab opens; a report would have been sent by now.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(reports).toEqual([]);
    await context.close();
  });
});
