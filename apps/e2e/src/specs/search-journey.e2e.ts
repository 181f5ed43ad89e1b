import type { Browser, Page } from 'playwright-core';
import type { AllCategoriesResponse, SearchResponse } from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import {
  afterResponse,
  chooseCurrency,
  expectHeading,
  readerAtTopOf,
} from '../support/page-expectations';

let browser: Browser;
let categories: AllCategoriesResponse['categories'];
beforeAll(async () => {
  browser = await launchBrowser();
  categories = (
    (await (await fetch(`${origin()}/reviews/all_categories`)).json()) as AllCategoriesResponse
  ).categories;
});
afterAll(() => browser.close());

const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
const firstTitle = async (page: Page) => (await results(page).first().textContent())!;
/** The products shown, by their page's address (titles can repeat across shops). */
const resultLinks = (page: Page) =>
  results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const filterDialog = (page: Page) => page.getByRole('dialog', { name: 'Filter by' });

/** Counts the page's search.json requests from now on. */
function searchRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/reviews/search.json')) seen.push(new URL(request.url()));
  });
  return seen;
}

/** Waits until the grid shows the answer to the next search.json request `act` causes. */
const afterSearch = (page: Page, act: () => Promise<void>) =>
  afterResponse(page, '/reviews/search.json', act);

async function applyFilter(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: 'Filter by' }).click();
  await filterDialog(page).getByLabel(label).selectOption(value);
  await afterSearch(page, () =>
    filterDialog(page).getByRole('button', { name: 'Apply filters' }).click(),
  );
  await filterDialog(page).waitFor({ state: 'detached' });
}

describe('product search journey (spec §2 PageSearch, §4, §5)', () => {
  it('types, picks a suggestion and shows results with prices, stars and medals', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await page
      .getByRole('combobox', { name: 'Search for product' })
      .pressSequentially('backp', { delay: 30 });
    await page.getByRole('option', { name: 'backpack', exact: true }).click();
    await page.waitForURL('**/reviews/search?q=backpack');
    await expectHeading(page, 'Results for “backpack”');
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ products?$/);
    expect(await firstTitle(page)).toBe(DEMO_PRODUCT.title);
    const card = page.getByRole('article', { name: DEMO_PRODUCT.title });
    await card.getByRole('link', { name: DEMO_SHOP.name }).waitFor();
    expect(await card.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).count()).toBe(1);
    expect(await card.getByText(/Transparency$/).count()).toBe(1);
    expect(await card.getByText(/[$€£]\d/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters from the sidebar, shows a pill, removes it, and Clear resets every filter', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack');
    await expectHeading(page, 'Results for “backpack”');
    expect(await page.getByRole('link', { name: 'Clear' }).count()).toBe(0);

    await applyFilter(page, 'Rating', '4');
    await page.waitForURL('**/reviews/search?q=backpack&min_rating=4');
    const pill = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    expect(await pill.allTextContents()).toEqual(['Rating 4+ stars×']);
    const ratings = await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('img', { name: /^Rated/ })
      .evaluateAll((stars) =>
        stars.map((star) => Number(star.getAttribute('aria-label')!.split(' ')[1])),
      );
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((rating) => rating >= 4)).toBe(true);

    await page.getByRole('button', { name: 'Remove filter: Rating 4+ stars' }).click();
    await page.waitForURL('**/reviews/search?q=backpack');
    await pill.first().waitFor({ state: 'detached' });

    await applyFilter(page, 'Store country', 'GS');
    const pillText = await pill.first().locator('span').textContent();
    expect(pillText).toBe('Store in South Georgia & South...');
    await page.getByRole('link', { name: 'Clear', exact: true }).click();
    await page.waitForURL('**/reviews/search?q=backpack');
    await page.getByRole('link', { name: 'Clear', exact: true }).waitFor({ state: 'detached' });
    expect(await pill.count()).toBe(0);
    await context.close();
  });

  it('closing the sidebar without applying, or going Back, keeps the search as it was', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack&min_rating=3');
    await expectHeading(page, 'Results for “backpack”');
    await page.getByRole('button', { name: 'Filter by' }).click();
    await filterDialog(page).getByLabel('Rating').selectOption('4.5');
    await filterDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await filterDialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/reviews\/search\?q=backpack&min_rating=3$/);

    await page.getByRole('button', { name: 'Filter by' }).click();
    expect(await filterDialog(page).getByLabel('Rating').inputValue()).toBe('3');
    await page.goBack();
    await filterDialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/reviews\/search\?q=backpack&min_rating=3$/);
    await expectHeading(page, 'Results for “backpack”');
    await context.close();
  });

  it('shows in the sidebar how many products each rating and store country finds, and applying one finds that many', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack&min_transparency=0');
    await expectHeading(page, 'Results for “backpack”');
    await page.getByRole('button', { name: 'Filter by' }).click();
    const rating = filterDialog(page).getByLabel('Rating');
    await rating
      .locator('option[value="4"]', { hasText: /\(\d+\)$/ })
      .waitFor({ state: 'attached' });
    const ratingCount = (await rating.locator('option[value="4"]').textContent())!.match(
      /\((\d+)\)$/,
    )![1];
    const country = filterDialog(page).getByLabel('Store country');
    const counted = country.locator('option', { hasText: /\(\d+\)$/ });
    expect(await counted.count()).toBeGreaterThan(0);

    await filterDialog(page).getByLabel('Rating').selectOption('4');
    await afterSearch(page, () =>
      filterDialog(page).getByRole('button', { name: 'Apply filters' }).click(),
    );
    await filterDialog(page).waitFor({ state: 'detached' });
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /products?$/ })
        .textContent(),
    ).toBe(`${ratingCount} ${ratingCount === '1' ? 'product' : 'products'}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the search box on the search the address names (Back), and paging with a term typed but not searched searches it from page 1 (spec §5)', async () => {
    const browse = categories.find((category) => category.name === DEMO_SHOP.categoryName)!;
    const { page, context } = await newPage(browser);
    await page.goto(
      `/reviews/search?category_id=${browse.id}&category_search=true&min_transparency=0`,
    );
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await pager.waitFor();
    const box = page.getByRole('combobox', { name: 'Search for product' });
    await box.fill('mug');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'mug');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="Search for product"]') as HTMLInputElement | null)
          ?.value === '',
    );

    await box.fill('backpack');
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'backpack');
    expect(searchParam(page, 'page')).toBeNull();
    expect(searchParam(page, 'category_id')).toBe(String(browse.id));
    await context.close();
  });

  it('sorts, pages, and Back shows the same results again from the cache', async () => {
    const browse = categories.find((category) => category.name === DEMO_SHOP.categoryName)!;
    const path = `/reviews/search?category_id=${browse.id}&category_search=true&min_transparency=0`;
    const { page, context } = await newPage(browser);
    const requests = searchRequests(page);
    await page.goto(path);
    await expectHeading(page, `All products in ${browse.name}`);

    await afterSearch(page, async () => {
      await page.getByLabel('Sort by').selectOption('price_asc');
    });
    expect(searchParam(page, 'sort_by')).toBe('price_asc');
    await page.getByRole('navigation', { name: 'Search result pages' }).waitFor();
    const pageOne = await resultLinks(page);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(
      (first) =>
        document.querySelector('[aria-label="Search results"] h2 a')?.getAttribute('href') !==
        first,
      pageOne[0],
    );
    const pageTwo = await resultLinks(page);
    expect(pageTwo.some((href) => pageOne.includes(href))).toBe(false);
    // Next sits under the results: page 2 opens at its top, not its bottom (issue #18, item 3).
    expect(
      await readerAtTopOf(
        page
          .locator('[aria-busy]', { has: page.getByRole('list', { name: 'Search results' }) })
          .last(),
      ),
    ).toBe(true);

    const before = requests.length;
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await page.waitForFunction(
      (first) =>
        document.querySelector('[aria-label="Search results"] h2 a')?.getAttribute('href') ===
        first,
      pageOne[0],
    );
    expect(await resultLinks(page)).toEqual(pageOne);
    expect(requests.length).toBe(before);
    await context.close();
  });

  it('converts a price filter when the currency changes, rounded up, and searches again in it', async () => {
    const { page, context } = await newPage(browser);
    const rates = (
      (await (await fetch(`${origin()}/reviews/me.json?exchange_rates=true`)).json()) as {
        exchange_rates: Record<string, number>;
      }
    ).exchange_rates;
    await page.goto(
      '/reviews/search?q=backpack&min_price=10&max_price=100&currency=USD&min_transparency=0',
    );
    await expectHeading(page, 'Results for “backpack”');
    await page.getByRole('list', { name: 'Active filters' }).getByText('Price').waitFor();
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/reviews/search.json') &&
        new URL(response.url()).searchParams.get('currency') === 'EUR',
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    await chooseCurrency(page, 'EUR');
    await page.waitForURL(/currency=EUR/);
    expect(Number(searchParam(page, 'min_price'))).toBe(Math.ceil(10 * rates.EUR!));
    expect(Number(searchParam(page, 'max_price'))).toBe(Math.ceil(100 * rates.EUR!));
    const answer = (await (await searched).json()) as SearchResponse;
    expect(answer.data.search_results.length).toBeGreaterThan(0);
    for (const result of answer.data.search_results) {
      const euros = (result.lowest_price / rates[result.currency]!) * rates.EUR!;
      expect(euros).toBeGreaterThanOrEqual(Math.ceil(10 * rates.EUR!) - 0.01);
      expect(euros).toBeLessThanOrEqual(Math.ceil(100 * rates.EUR!) + 0.01);
    }
    await page.keyboard.press('Escape');
    expect(
      await page.getByRole('list', { name: 'Search results' }).getByText(/€\d/).count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('shows prices in the currency the address names (?currency=EUR), as if chosen in the selector', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack&currency=eur&min_transparency=0');
    await expectHeading(page, 'Results for “backpack”');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByText(/€\d/).first().waitFor();
    expect(await results.getByText(/[$£]\d/).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('combobox', { name: 'Show prices in' }).inputValue()).toBe(
      'EUR – Euro',
    );
    await context.close();
  });

  it('sends an empty search without filters to the category index', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/search');
    await page.waitForURL('**/reviews/categories?category_search=true');
    await expectHeading(page, 'All product categories');
    await context.close();
  });
});
