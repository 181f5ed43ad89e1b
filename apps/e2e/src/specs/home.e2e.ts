import type { Browser } from 'playwright-core';
import { homeMetricsResponseSchema } from '@vouch/contracts';
import { HOME_CAROUSEL_PAGE_SIZE } from '@vouch/domain';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const HOME_TITLE = 'Reviews you can check before you buy';

async function homeMetrics() {
  const response = await fetch(`${origin()}/reviews.json`);
  return homeMetricsResponseSchema.parse(await response.json()).metrics;
}

describe('home (spec §1 metrics and carousels, §8 carousel failure)', () => {
  it('shows the metrics the server counted and a carousel of every kind', async () => {
    const { page, context, errors } = await newPage(browser);
    const before = await homeMetrics();
    await page.goto('/reviews');
    await expectHeading(page, HOME_TITLE);
    const figures = page.getByRole('region', { name: 'Vouch in numbers' });
    await figures.locator('[data-metric="shop_metric"]').waitFor();
    const shown = {
      total_verified_reviews: await figures
        .locator('[data-metric="total_verified_reviews"]')
        .textContent(),
      shop_metric: await figures.locator('[data-metric="shop_metric"]').textContent(),
    };
    const after = await homeMetrics();
    // Other specs add shops and reviews beside this one: the page counted at some moment
    // between the two reads, so its figures lie between them.
    expect(shown.total_verified_reviews).toMatch(/^[\d,]+ verified reviews$/);
    expect(shown.shop_metric).toMatch(/^[\d,]+ shops reviewed$/);
    for (const metric of ['total_verified_reviews', 'shop_metric'] as const) {
      const figure = Number(shown[metric]?.replace(/\D/g, ''));
      expect(figure).toBeGreaterThanOrEqual(before[metric]);
      expect(figure).toBeLessThanOrEqual(after[metric]);
    }

    const products = page.getByRole('region', { name: 'Fully transparent products' });
    await products.getByRole('article').first().waitFor();
    expect(await products.getByText('Diamond Transparency').count()).toBe(
      await products.getByRole('article').count(),
    );
    const categories = page.locator('[data-carousel-kind="category"]');
    await categories
      .getByRole('link', { name: /products$/ })
      .first()
      .waitFor();
    const collections = page.getByRole('region', { name: 'Collections' });
    await collections.getByRole('link', { name: /Loved by verified buyers/ }).waitFor();
    const reviews = page.getByRole('region', { name: 'Reviews worth reading' });
    await reviews.getByRole('article').first().waitFor();
    await reviews
      .getByRole('article')
      .first()
      .getByRole('img', { name: 'Rated 5.0 out of 5' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a collection card to its search, and loads more products into the carousel', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews');
    const products = page.getByRole('region', { name: 'Fully transparent products' });
    await products.getByRole('article').first().waitFor();
    const before = await products.getByRole('article').count();
    expect(before).toBe(HOME_CAROUSEL_PAGE_SIZE);
    // Previous is off at the start of the row; after Next it moves the row back.
    const previous = products.getByRole('button', { name: 'Previous Fully transparent products' });
    expect(await previous.isDisabled()).toBe(true);
    await products.getByRole('button', { name: 'Next Fully transparent products' }).click();
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>(
          '[aria-label="Previous Fully transparent products"]',
        )?.disabled,
    );
    const answered = page.waitForResponse((response) =>
      response.url().includes('/reviews/home/collections?kind=product'),
    );
    await products.getByRole('button', { name: 'More products' }).click();
    expect((await answered).status()).toBe(200);
    await products.getByRole('article').nth(before).waitFor();
    const links = await products
      .locator('h3 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(before);
    expect(new Set(links).size).toBe(links.length);
    await page
      .getByRole('region', { name: 'Collections' })
      .getByRole('link', { name: /Best sellers/ })
      .click();
    await page.waitForURL(/\/reviews\/search\?.*sort_by=best_selling/);
    await context.close();
  });

  it('leaves a broken carousel out and keeps the rest of home', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.route('**/reviews/carousels.json?q=collection*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"down"}}',
      }),
    );
    // Reached from another page, so the browser asks for the carousels (a page loaded whole comes with them).
    await page.goto('/reviews/how-it-works');
    await page.getByRole('link', { name: 'Vouch home' }).click();
    await expectHeading(page, HOME_TITLE);
    await page
      .getByRole('region', { name: 'Reviews worth reading' })
      .getByRole('article')
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Fully transparent products' })
      .getByRole('article')
      .first()
      .waitFor();
    await page.locator('[data-carousel-kind="category"]').waitFor();
    expect(await page.getByRole('region', { name: 'Collections' }).count()).toBe(0);
    expect(await page.getByText('Try again').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
