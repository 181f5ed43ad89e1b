import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import {
  afterResponse,
  expectHeading,
  pageJsonRequests,
  readerAtTopOf,
} from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const productPath = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;
const reviews = (page: Page) => page.getByRole('article', { name: /^Review by / });
const reviewStars = (page: Page) =>
  reviews(page)
    .getByRole('img', { name: /^Rated/ })
    .evaluateAll((stars) =>
      stars.map((star) => Number(star.getAttribute('aria-label')!.split(' ')[1])),
    );

/** Waits until the list shows the answer to the next product_review request `act` causes. */
const afterReviews = (page: Page, act: () => Promise<void>) =>
  afterResponse(page, '/api/v1/widgets/product_review', act);

describe('product page (spec §2, §3 product and widget data)', () => {
  it('opens from search with its picture, shop, price, rating, breadcrumb and reviews', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack');
    await page.getByRole('link', { name: DEMO_PRODUCT.title }).click();
    await page.waitForURL(`**${productPath}`);
    await expectHeading(page, DEMO_PRODUCT.title);
    await page
      .getByRole('complementary', { name: `Sold by ${DEMO_SHOP.name}` })
      .getByRole('link', { name: DEMO_SHOP.name, exact: true })
      .waitFor();
    await page.getByText(/^Transparency \d+% · Authenticity \d+%$/).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link')
        .last()
        .textContent(),
    ).toBe(DEMO_PRODUCT.categoryName);
    await reviews(page).first().waitFor();
    expect(await reviews(page).count()).toBe(10);
    expect(
      await page.getByRole('img', { name: DEMO_PRODUCT.title }).getAttribute('srcset'),
    ).toMatch(/ 1x, .* 2x$/);
    expect(await page.getByText(/^[$€£]\d/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters to 5 stars from the histogram and pages through the reviews', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(productPath);
    await reviews(page).first().waitFor();
    const fiveStars = page.getByRole('button', { name: /^5 stars: \d+ reviews$/ });
    const count = Number(
      (await fiveStars.textContent())!.replace(/,/g, '').match(/(\d+) reviews/)![1],
    );
    await afterReviews(page, () => fiveStars.click());
    expect(await fiveStars.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByRole('status')
      .filter({ hasText: `${count} reviews with 5 stars` })
      .waitFor();
    expect(new Set(await reviewStars(page))).toEqual(new Set([5]));

    const firstPage = await reviews(page).evaluateAll((items) =>
      items.map((item) => item.textContent),
    );
    await afterReviews(page, () =>
      page
        .getByRole('navigation', { name: 'Review pages' })
        .getByRole('link', { name: 'Next' })
        .click(),
    );
    const secondPage = await reviews(page).evaluateAll((items) =>
      items.map((item) => item.textContent),
    );
    expect(secondPage).not.toEqual(firstPage);
    expect(new Set(await reviewStars(page))).toEqual(new Set([5]));

    // Paging takes the shopper to the top of the list; the address keeps the page and the filter,
    // so a reload (or a shared link) shows the same reviews and Back returns to page 1 (issue #18, item 3).
    expect(await readerAtTopOf(page.getByRole('region', { name: 'Reviews' }))).toBe(true);
    const address = new URL(page.url()).searchParams;
    expect([address.get('reviews_page'), address.get('reviews_rating')]).toEqual(['2', '5']);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: `${count} reviews with 5 stars` })
      .waitFor();
    const pager = page.getByRole('navigation', { name: 'Review pages' });
    expect(
      await pager.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await reviews(page).evaluateAll((items) => items.map((item) => item.textContent)),
    ).toEqual(secondPage);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('reviews_page'));
    await pager
      .getByRole('link', { name: 'Page 1', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();

    await afterReviews(page, async () => {
      await page.getByLabel('Sort reviews').selectOption('lowest_rating');
    });
    await afterReviews(page, () => fiveStars.click());
    expect((await reviewStars(page))[0]).toBe(1);
    await context.close();
  });

  it('narrows the reviews by words, verified buyers and source', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(productPath);
    await reviews(page).first().waitFor();
    // The Search button sits on the line of its input, not below it.
    const inputBox = (await page.getByLabel('Search reviews').boundingBox())!;
    const buttonBox = (await page
      .getByRole('search', { name: 'Reviews' })
      .getByRole('button', { name: 'Search' })
      .boundingBox())!;
    expect(
      Math.abs(inputBox.y + inputBox.height - (buttonBox.y + buttonBox.height)),
    ).toBeLessThanOrEqual(1);
    await afterReviews(page, async () => {
      await page.getByLabel('Search reviews').fill('quality');
      await page
        .getByRole('search', { name: 'Reviews' })
        .getByRole('button', { name: 'Search' })
        .click();
    });
    await page.getByRole('status').filter({ hasText: 'mentioning "quality"' }).waitFor();
    const texts = await reviews(page).allTextContents();
    expect(texts.every((text) => /quality/i.test(text))).toBe(true);
    await afterReviews(page, () => page.getByLabel('Verified buyers only').check());
    expect(await reviews(page).filter({ hasNotText: 'Verified buyer' }).count()).toBe(0);
    await afterReviews(page, async () => {
      await page.getByLabel('Review source').selectOption('invite');
    });
    expect(page.url()).toContain(productPath);
    await context.close();
  });

  it('answers a product that does not exist with a 404 and a not-found page', async () => {
    const missing = `/reviews/stores/${DEMO_SHOP.slug}/products/no-such-product`;
    expect((await fetch(`${origin()}${missing}`)).status).toBe(404);
    const { page, context } = await newPage(browser);
    const asked = pageJsonRequests(page);
    await page.goto(missing);
    await expectHeading(page, 'We could not find that product');
    await page.waitForLoadState('networkidle');
    // Asked once: the page mounting after the header does not ask for the missing page again (#18, item 9).
    expect(asked).toEqual([`${missing}?format=json`]);
    await context.close();
  });
});
