import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  homeMetricsResponseSchema,
  type ProductPageResponse,
  type ProductReviewResponse,
  type PublicProfileResponse,
  type RemotesManifest,
  type SearchResponse,
  type ShopPageResponse,
} from '@vouch/contracts';
import {
  calendarDate,
  defaultReviewListView,
  howVerified,
  PRODUCT_REVIEW_TYPES,
  reviewListParams,
  SERVER_STATE_ELEMENT_ID,
} from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { stopSiteServer, type SiteServer } from '@vouch/site-runner';
import { launchBrowser, newPage, origin } from '../support/browser';
import { intlUses } from '../support/intl-uses';
import { expectHeading } from '../support/page-expectations';
import { EMPTY_ROOT, serverRenderedRoot } from '../support/server-rendered-root';
import { startSiteWithSearchBuild } from '../support/site-with-search-build';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const HOME_TITLE = 'Reviews you can check before you buy';
const SEARCH_WORD = 'backpack';
const SEARCH_TITLE = `Results for “${SEARCH_WORD}”`;
const searchPath = `/reviews/search?q=${SEARCH_WORD}`;
const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
const productPath = `${shopPath}/products/${DEMO_PRODUCT.handle}`;
const profilePath = `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}`;
const numberFormat = new Intl.NumberFormat('en-US');

const reviews = (scope: Page) =>
  scope
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('article', { name: /^Review by / });
const ratingLabel = (rating: number) => `Rated ${rating.toFixed(1)} out of 5`;
const storePrice = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    amount,
  );

/** The site's JSON answer at `url` (a path on the site under test, or a full address). */
async function siteJson<T>(url: string): Promise<T> {
  const response = await fetch(url.startsWith('/') ? `${origin()}${url}` : url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first page of the product's reviews as the product page's list asks for them (its default view). */
function firstProductReviews(page: ProductPageResponse): Promise<ProductReviewResponse> {
  const { shop_data: shop, product_data: product } = page;
  const view = Object.entries(reviewListParams(defaultReviewListView(PRODUCT_REVIEW_TYPES[0]))).map(
    ([name, value]) => [name, String(value)],
  );
  const query = new URLSearchParams([
    ['shop_domain', shop.domain],
    ['platform', shop.platform],
    ['api_token', shop.public_token],
    ['external_id', product.external_id],
    ...view,
  ]);
  return siteJson<ProductReviewResponse>(`/api/v1/widgets/product_review?${query}`);
}

/** A visitor whose browser runs no script: a crawler, a link preview, a phone before the scripts arrive. */
async function newPageWithoutScript(
  locale?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: origin(),
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
    locale,
  });
  return { context, page: await context.newPage() };
}

/** Every console error and warning the page logs from now on (React reports a hydration mismatch there). */
function consoleProblems(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${message.type()}: ${message.text()}`);
  });
  return logged;
}

/**
 * Every request for data (a script's GET of anything but the built files) the page makes from now
 * on. The header's search box asks for suggestions for the words in the address: those are the
 * box's own, not the page's data, and are left out.
 */
function dataRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const byScript = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (
      byScript &&
      request.method() === 'GET' &&
      !url.pathname.startsWith('/static/') &&
      url.pathname !== '/reviews/instant_search'
    ) {
      asked.push(`${url.pathname}${url.search}`);
    }
  });
  return asked;
}

describe('public pages without JavaScript (issue #27: server rendering)', () => {
  it('home shows the metrics and the carousels', async () => {
    const { metrics } = homeMetricsResponseSchema.parse(await siteJson('/reviews.json'));
    const { context, page } = await newPageWithoutScript();
    await page.goto('/reviews');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(HOME_TITLE);
    const figures = page.getByRole('region', { name: 'Vouch in numbers' });
    expect(await figures.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining([
        `${numberFormat.format(metrics.total_verified_reviews)} verified reviews`,
        `${numberFormat.format(metrics.shop_metric)} shops reviewed`,
      ]),
    );
    expect(
      await page
        .getByRole('region', { name: 'Fully transparent products' })
        .getByRole('article')
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('region', { name: 'Reviews worth reading' })
        .getByRole('article')
        .count(),
    ).toBeGreaterThan(0);
    expect(
      await page.getByRole('region', { name: 'Collections' }).getByRole('link').count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('the demo product shows its title, rating, price and first 10 reviews with how each was verified, as the API has them, dates in the visitor’s locale', async () => {
    const productPage = await siteJson<ProductPageResponse>(`${productPath}?format=json`);
    const firstReviews = await firstProductReviews(productPage);
    const { widget } = firstReviews;
    // A German browser: its Accept-Language writes the dates (issue #29 item 8).
    const { context, page } = await newPageWithoutScript('de-DE');
    await page.goto(productPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(DEMO_PRODUCT.title);
    const main = page.getByRole('main');
    expect(
      await main
        .getByRole('img', { name: /^Rated / })
        .first()
        .getAttribute('aria-label'),
    ).toBe(ratingLabel(widget.average_rating));
    const price = `${storePrice(widget.raw_lowest_price, widget.currency)} – ${storePrice(widget.raw_highest_price, widget.currency)}`;
    expect(await main.getByText(price, { exact: true }).count()).toBe(1);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /reviews?$/ })
        .innerText(),
    ).toBe(`${numberFormat.format(firstReviews.total_count)} reviews`);

    expect(firstReviews.reviews).toHaveLength(10);
    expect(await reviews(page).count()).toBe(10);
    expect(
      await reviews(page).evaluateAll((items) =>
        items.map((item) => item.getAttribute('aria-label')),
      ),
    ).toEqual(firstReviews.reviews.map((review) => `Review by ${review.reviewer.name}`));
    for (const [index, review] of firstReviews.reviews.entries()) {
      const item = reviews(page).nth(index);
      expect(await item.getByRole('img', { name: /^Rated / }).getAttribute('aria-label')).toBe(
        ratingLabel(review.rating),
      );
      expect(
        await item
          .getByText(howVerified({ ...review.verification, source: review.source }, 'de-DE'), {
            exact: true,
          })
          .count(),
      ).toBe(1);
      // textContent: a review off screen is not rendered yet (content-visibility), so it has no innerText.
      expect(await item.locator('time').first().textContent()).toBe(
        calendarDate(review.created_at, 'de-DE'),
      );
      if (review.title)
        expect(await item.getByRole('heading', { level: 3 }).textContent()).toBe(review.title);
    }
    await context.close();
  });

  it('a search for a word shows its results', async () => {
    const { data } = await siteJson<SearchResponse>(`/reviews/search.json?q=${SEARCH_WORD}`);
    expect(data.search_results.length).toBeGreaterThan(0);
    const { context, page } = await newPageWithoutScript();
    await page.goto(searchPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(SEARCH_TITLE);
    const results = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('heading', { level: 2 });
    expect(await results.allInnerTexts()).toEqual(
      data.search_results.map((result) => result.title),
    );
    expect(
      await page
        .getByRole('article', { name: DEMO_PRODUCT.title })
        .getByRole('link', { name: DEMO_SHOP.name })
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('the demo shop shows its medals, its dispute record and its reviews', async () => {
    const shopPage = await siteJson<ShopPageResponse>(`${shopPath}?format=json`);
    const { shop_medals: medals, shop_metrics: figures } = shopPage.shop_data;
    expect(medals.length).toBeGreaterThan(0);
    const { context, page } = await newPageWithoutScript();
    await page.goto(shopPath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(DEMO_SHOP.name);
    const headerMedals = page.getByRole('main').getByRole('list', { name: 'Medals' }).first();
    expect(await headerMedals.getByRole('listitem').allInnerTexts()).toEqual(
      medals.map((medal) => `${medal.tier} ${medal.measure}`),
    );

    const { dispute_record: disputes } = shopPage;
    const record = page.getByRole('region', {
      name: `Disputes in the last ${disputes.months} months`,
    });
    if (disputes.opened === 0) {
      expect(await record.getByText(/^Nobody opened a dispute/).count()).toBe(1);
    } else {
      expect(await record.getByRole('term').first().innerText()).toBe('Opened');
      expect(await record.getByRole('definition').first().innerText()).toBe(
        numberFormat.format(disputes.opened),
      );
    }
    expect(await record.getByRole('link', { name: 'Open a dispute' }).count()).toBe(1);

    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /reviews?$/ })
        .innerText(),
    ).toBe(`${numberFormat.format(figures.reviews_count)} reviews`);
    expect(await reviews(page).count()).toBe(10);
    await context.close();
  });

  it("a reviewer's public profile shows their reviews", async () => {
    const profile = await siteJson<PublicProfileResponse>(`${profilePath}?format=json`);
    expect(profile.reviews.reviews.length).toBeGreaterThan(0);
    const { context, page } = await newPageWithoutScript();
    await page.goto(profilePath);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      DEMO_ACCOUNTS.reviewer.name,
    );
    expect(await reviews(page).count()).toBe(profile.reviews.reviews.length);
    expect(await reviews(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      profile.reviews.reviews.flatMap((review) => (review.title ? [review.title] : [])),
    );
    await context.close();
  });

  it('sends a cached page gzipped, and answers a returning guest who holds it with 304 (issue #27, item 3)', async () => {
    const { context, page } = await newPageWithoutScript();
    const get = (headers: Record<string, string> = {}) =>
      page.request.get(productPath, { headers: { accept: 'text/html', ...headers } });
    // The first visit renders the page for guests asking alike; the next comes whole, with its ETag.
    await get();
    const again = await get();
    const etag = again.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // From the guests' cache: the rendered part gzipped once, joined to this visitor's own head.
    expect(again.headers()['content-encoding']).toBe('gzip');
    expect(serverRenderedRoot(await again.text())).toContain(DEMO_PRODUCT.title);
    expect((await get({ 'if-none-match': etag! })).status()).toBe(304);
    await context.close();
  });
});

const PUBLIC_PAGES: [name: string, path: string, heading: string, hasReviewList: boolean][] = [
  ['home', '/reviews', HOME_TITLE, false],
  ['the product page', productPath, DEMO_PRODUCT.title, true],
  ['the search page', searchPath, SEARCH_TITLE, false],
  ['the shop page', shopPath, DEMO_SHOP.name, true],
  ['a public profile', profilePath, DEMO_ACCOUNTS.reviewer.name, true],
  ['store search', '/reviews/store_search', 'Find stores', false],
  ['the category index', '/reviews/categories', 'All product categories', false],
  ['people', '/reviews/people', 'Find people', false],
  ['how it works', '/reviews/how-it-works', 'How it works', false],
  ['the medals page', '/reviews/medals', 'Transparency and authenticity medals', false],
  ['the trust page', '/reviews/trust', 'Trust and review integrity', false],
];

describe('public pages with JavaScript: hydrated from the server state (issue #27)', () => {
  it.each(PUBLIC_PAGES)(
    '%s hydrates with no console error or warning, asks for none of its data again nor Intl for any text, and responds',
    async (_name, pagePath, heading, hasReviewList) => {
      const { context, page, errors } = await newPage(browser, { cookieConsent: null });
      const logged = consoleProblems(page);
      const asked = dataRequests(page);
      const intlUsed = await intlUses(page);
      await page.goto(pagePath);
      await expectHeading(page, heading);
      // This visitor has not answered the cookie question: the server rendered the bar, and goto
      // waited for the script to take the page over, so the bar now answers.
      const cookieBar = page.getByRole('region', { name: 'Cookie consent' });
      await cookieBar.waitFor();
      await page.waitForLoadState('networkidle');
      expect([...asked]).toEqual([]);
      expect(await intlUsed()).toEqual([]);

      await cookieBar.getByRole('button', { name: 'Accept cookies' }).click();
      await cookieBar.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Site' }).waitFor();
      if (hasReviewList) {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^5 stars: / }).click();
        await page.getByRole('button', { name: /^5 stars: /, pressed: true }).waitFor();
      }
      expect(logged).toEqual([]);
      expect(logged.filter((message) => /hydrat/i.test(message))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("a remote whose server build throws (issue #27: the page is the browser's to render)", () => {
  let site: SiteServer | undefined;
  let workDir: string;
  let remotesFile: string;
  let remotes: RemotesManifest;
  const pageHtml = async (pagePath: string) => (await fetch(`${site!.origin}${pagePath}`)).text();

  beforeAll(async () => {
    // The search remote's browser build as it is, beside a server entry that throws as it loads.
    ({ site, workDir, remotesFile, remotes } = await startSiteWithSearchBuild(
      'search-broken',
      (dist, broken) => {
        cpSync(path.join(dist, 'search'), broken, { recursive: true });
        writeFileSync(
          path.join(broken, 'server/remoteEntry.js'),
          "throw new Error('broken server build');\n",
        );
      },
    ));
    expect(remotes.search).toBe('/static/search/mf-manifest.json');
  }, 180_000);

  afterAll(async () => {
    if (site) await stopSiteServer(site);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('sends the search page with an empty root and no server state, and the browser renders its results', async () => {
    const html = await pageHtml(searchPath);
    expect(serverRenderedRoot(html)).toBeNull();
    expect(html).toMatch(EMPTY_ROOT);
    expect(html).not.toContain(SERVER_STATE_ELEMENT_ID);

    const { context, page, errors } = await newPage(browser);
    await page.goto(`${site!.origin}${searchPath}`);
    await expectHeading(page, SEARCH_TITLE);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('heading', { level: 2, name: DEMO_PRODUCT.title })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still renders the other remotes' pages on the server", async () => {
    const root = serverRenderedRoot(await pageHtml(productPath));
    expect(root).toContain(DEMO_PRODUCT.title);
    expect(root).toContain(DEMO_SHOP.name);
  });

  it('renders the search page on the server again once the map names a working build, without a restart', async () => {
    writeFileSync(remotesFile, JSON.stringify(remotes));
    expect(serverRenderedRoot(await pageHtml(searchPath))).toContain(DEMO_PRODUCT.title);
  });
});
