import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for product' });
/** The header's box: home has a box of its own in the page. */
const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search for product' });
const options = (page: Page) =>
  page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

/** With the second suggestion active, Enter opens the search for its words. */
async function expectEnterSearchesSecondSuggestion(page: Page) {
  expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
  const chosen = await options(page).nth(1).textContent();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/reviews/search?q=${encodeURIComponent(chosen!).replace(/%20/g, '+')}`);
  await expectHeading(page, `Results for “${chosen}”`);
}

function countInstantSearches(page: Page): { count: number; texts: string[] } {
  const seen = { count: 0, texts: [] as string[] };
  page.on('request', (request) => {
    if (!request.url().includes('/reviews/instant_search')) return;
    seen.count++;
    seen.texts.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  return seen;
}

describe('search bar and instant search (spec §2, §4, §5)', () => {
  it('is hidden on home and, for guests, on the feed; shown elsewhere with the placeholder', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews');
    await expectHeading(page, 'Reviews you can check before you buy');
    expect(await headerBox(page).count()).toBe(0);
    await page.goto('/reviews/feed');
    await expectHeading(page, 'Your feed');
    expect(await headerBox(page).count()).toBe(0);
    await page.goto('/reviews/how-it-works');
    expect(await searchBox(page).getAttribute('placeholder')).toBe('Search for product');
    await context.close();
  });

  it('debounces typing into one request, shows the typed text first and "in {category}" rows', async () => {
    const { page, context } = await newPage(browser);
    const requests = countInstantSearches(page);
    await page.goto('/reviews/how-it-works');
    await searchBox(page).pressSequentially('backp', { delay: 30 });
    await options(page).nth(1).waitFor();
    expect(requests.texts).toEqual(['backp']);
    const texts = await options(page).allTextContents();
    expect(texts[0]).toBe('backp');
    expect(texts).toContain('backpack');
    expect(texts).toContain('backp in Backpacks');
    await context.close();
  });

  it('moves through suggestions with Up/Down, wrapping around, and Enter searches the active one', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await searchBox(page).fill('backpa');
    await options(page).nth(1).waitFor();
    const count = await options(page).count();
    await page.keyboard.press('ArrowUp');
    expect(
      await options(page)
        .nth(count - 1)
        .getAttribute('aria-selected'),
    ).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expectEnterSearchesSecondSuggestion(page);
    await context.close();
  });

  it("suggests in the home page's own box as in the header's: Down and Enter search a suggestion", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews');
    const home = page.getByRole('main').getByRole('search', { name: 'Products' });
    await home
      .getByRole('combobox', { name: 'Search for product' })
      .pressSequentially('backpa', { delay: 30 });
    await options(page).nth(1).waitFor();
    expect((await options(page).allTextContents())[0]).toBe('backpa');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectEnterSearchesSecondSuggestion(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches within a category when a category suggestion is clicked', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await searchBox(page).fill('backpacks');
    await page.getByRole('option', { name: 'backpacks in Backpacks' }).click();
    await page.waitForURL(/\/reviews\/search\?q=backpacks&category_id=\d+$/);
    await context.close();
  });

  it('caches answers per text: the same text again asks nothing', async () => {
    const { page, context } = await newPage(browser);
    const requests = countInstantSearches(page);
    await page.goto('/reviews/how-it-works');
    await searchBox(page).fill('backpac');
    await options(page).nth(1).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await searchBox(page).inputValue()).toBe('');
    await searchBox(page).fill('backpac');
    await options(page).nth(1).waitFor();
    expect(requests.texts.filter((text) => text === 'backpac')).toHaveLength(1);
    await context.close();
  });

  it('submits nothing for empty text and offers "Browse by category" when there are no suggestions', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await searchBox(page).focus();
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/reviews/how-it-works');
    await page.getByRole('link', { name: 'Browse by category' }).click();
    await page.waitForURL('**/reviews/categories?category_search=true');
    await context.close();
  });

  it('shows the category selector on the search page and searches within the chosen category', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/search?q=mug');
    expect(await searchBox(page).inputValue()).toBe('mug');
    const selector = page.getByRole('combobox', { name: 'Category' });
    await selector.locator('option').nth(1).waitFor({ state: 'attached' });
    const [value] = await selector.selectOption({ index: 1 });
    await searchBox(page).fill('leather');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/reviews/search?q=leather&category_id=${value}`);
    await context.close();
  });

  it('forces the category selector on the category pages, and keeps it off a product page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/categories');
    const selector = page.getByRole('combobox', { name: 'Category' });
    await selector.locator('option').nth(1).waitFor({ state: 'attached' });
    const [value] = await selector.selectOption({ index: 1 });
    await searchBox(page).fill('tent');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/reviews/search?q=tent&category_id=${value}`);
    await page.goto('/reviews/stores/harbor-outfitters');
    await searchBox(page).waitFor();
    expect(await page.getByRole('combobox', { name: 'Category' }).count()).toBe(0);
    await context.close();
  });

  it("offers a removable 'This store only' pill on shop pages that scopes the search to the shop", async () => {
    const { page, context } = await newPage(browser);
    const shopJson: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/reviews/stores/harbor-outfitters?format=json'))
        shopJson.push(request.url());
    });
    await page.goto('/reviews/stores/harbor-outfitters');
    await page.getByText('This store only').waitFor();
    // The pill reads the page's own JSON, which the server-rendered page brought: no request for it.
    expect(shopJson).toEqual([]);
    await searchBox(page).fill('backpack');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      /\/reviews\/search\?q=backpack&shop_domain=harbor-outfitters\.example\.com&platform=\w+&search_in_shop=true$/,
    );

    await page.goto('/reviews/stores/harbor-outfitters');
    await page.getByRole('button', { name: "Remove 'This store only'" }).click();
    expect(await page.getByText('This store only').count()).toBe(0);
    await searchBox(page).fill('backpack');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reviews/search?q=backpack');
    await context.close();
  });
});
