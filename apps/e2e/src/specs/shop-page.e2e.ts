import type { Browser, Page } from 'playwright-core';
import { DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import {
  afterResponse,
  expectHeading,
  pageJsonRequests,
  seriousViolations,
} from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
const reviews = (page: Page) => page.getByRole('article', { name: /^Review by / });
const subjects = (page: Page) =>
  reviews(page)
    .getByText(/^Review of /)
    .allTextContents();

describe('shop page (spec §2, §3 shop data, §9 shop review types)', () => {
  it('opens from search with its logo, medals, contact info, metrics, cards and top products', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/reviews/search?q=backpack');
    await page.getByRole('link', { name: DEMO_SHOP.name, exact: true }).first().click();
    await page.waitForURL(`**${shopPath}`);
    await expectHeading(page, DEMO_SHOP.name);
    await page.getByRole('img', { name: `${DEMO_SHOP.name} logo` }).waitFor();
    // The average shows as a number beside its stars, the same one the stars read out.
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { name: DEMO_SHOP.name, level: 1 }) });
    const stars = (await header.getByRole('img', { name: /^Rated/ }).getAttribute('aria-label'))!;
    await header.getByText(stars.match(/Rated (\d\.\d)/)![1]!, { exact: true }).waitFor();
    await page.getByRole('link', { name: /harbor-outfitters\.example\.com/ }).waitFor();
    await page.getByRole('heading', { name: 'Contact' }).waitFor();
    await page.getByText(/^Usually replies within|^Response time not known yet$/).waitFor();
    await page.getByRole('term').filter({ hasText: 'Transparency' }).waitFor();
    const carousel = page.getByRole('region', { name: 'Featured products' });
    expect(await carousel.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await carousel.getByText(/^[$€£]\d/).count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('list', { name: `Top products of ${DEMO_SHOP.name}` })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Write a review' }).waitFor();
    await reviews(page).first().waitFor();
    expect(await reviews(page).count()).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches between all reviews, store reviews and product reviews', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(shopPath);
    await reviews(page).first().waitFor();
    const all = page.getByRole('button', { name: 'All reviews' });
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    const allCount = await page
      .getByRole('status')
      .filter({ hasText: /reviews?$/ })
      .textContent();

    await afterResponse(page, 'review_type=shop-reviews', () =>
      page.getByRole('button', { name: 'Store reviews' }).click(),
    );
    expect(new Set(await subjects(page))).toEqual(new Set(['Review of the store']));
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /reviews?$/ })
        .textContent(),
    ).not.toBe(allCount);

    await afterResponse(page, 'review_type=product-reviews', () =>
      page.getByRole('button', { name: 'Product reviews' }).click(),
    );
    const productSubjects = await subjects(page);
    expect(productSubjects.length).toBe(10);
    expect(productSubjects.every((subject) => subject !== 'Review of the store')).toBe(true);

    // The review of a product leads to the product's page.
    await reviews(page)
      .first()
      .locator('p', { hasText: /^Review of / })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/reviews\/stores\/harbor-outfitters\/products\//);
    await context.close();
  });

  it('loads questions 3 at a time and appends more', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(shopPath);
    const questions = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(3);
    await afterResponse(page, 'questions_for_widget', () =>
      page.getByRole('button', { name: 'Load more questions' }).click(),
    );
    await questions.nth(3).waitFor();
    expect(await questions.count()).toBeLessThanOrEqual(6);
    const texts = await questions.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    await context.close();
  });

  it('retries a refused logo without a referrer (spec §8 image loading)', async () => {
    const { page, context } = await newPage(browser);
    const referrers: (string | undefined)[] = [];
    await page.route('**/media/**logo**', async (route) => {
      const referrer = route.request().headers().referer;
      referrers.push(referrer);
      if (referrer) await route.fulfill({ status: 403, body: '' });
      else await route.continue();
    });
    await page.goto(shopPath);
    const logo = page.getByRole('img', { name: `${DEMO_SHOP.name} logo` });
    await logo.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt$=" logo"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(referrers[0]).toBeTruthy();
    expect(referrers.at(-1)).toBeUndefined();
    expect(await logo.getAttribute('referrerpolicy')).toBe('no-referrer');
    await context.close();
  });

  it('keeps the Organization structured data in the head as the shopper moves on', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(shopPath);
    const jsonLd = () =>
      page.evaluate(() => document.getElementById('structured-data')?.textContent ?? null);
    await page.waitForFunction(() => document.getElementById('structured-data') !== null);
    expect(JSON.parse((await jsonLd())!)).toMatchObject({
      name: DEMO_SHOP.name,
      aggregateRating: { '@type': 'AggregateRating' },
    });
    await page.getByRole('link', { name: 'Vouch home' }).click();
    await page.waitForURL('**/reviews');
    await page.waitForFunction(() => document.getElementById('structured-data') === null);
    await context.close();
  });

  it('offers no web review entry when the shop disables web reviews (spec §1 shop settings)', async () => {
    const { page, context } = await newPage(browser);
    await page.route(`**${shopPath}?format=json`, async (route) => {
      const body = (await (await route.fetch()).json()) as {
        shop_data: { settings: { disable_web_reviews: boolean } };
      };
      body.shop_data.settings.disable_web_reviews = true;
      await route.fulfill({ json: body });
    });
    // Reached from search, so the browser asks for the shop's JSON (a page loaded whole comes with it).
    await page.goto('/reviews/search?q=backpack');
    await page.getByRole('link', { name: DEMO_SHOP.name, exact: true }).first().click();
    await page.waitForURL(`**${shopPath}`);
    await reviews(page).first().waitFor();
    expect(await page.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    await context.close();
  });

  it('explains its medals in a tooltip on hover and focus, with no serious accessibility finding', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    await expectHeading(page, DEMO_SHOP.name);
    // The header's medals are buttons with tooltips; the cards' are plain badges.
    const medal = page
      .getByRole('main')
      .getByRole('list', { name: 'Medals' })
      .getByRole('button')
      .first();
    await medal.hover();
    const tooltip = page.getByRole('tooltip').filter({ visible: true });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/medal: \d+% of the /);
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });
    await medal.focus();
    await page.getByRole('tooltip').filter({ visible: true }).waitFor();
    await context.close();
  });

  it('answers a shop that does not exist with a 404 and a not-found page', async () => {
    const missing = '/reviews/stores/no-such-shop-anywhere';
    expect((await fetch(`${origin()}${missing}`)).status).toBe(404);
    const { page, context } = await newPage(browser);
    const asked = pageJsonRequests(page);
    await page.goto(missing);
    await expectHeading(page, 'We could not find that store');
    await page.waitForLoadState('networkidle');
    // Asked once: the page mounting after the header does not ask for the missing page again (#18, item 9).
    expect(asked).toEqual([`${missing}?format=json`]);
    await context.close();
  });
});
