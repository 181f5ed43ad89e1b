import type { Browser } from 'playwright-core';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading, navigateFromMenu } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('page heads (spec §1 "Page title and description come from metadata that each page fetches")', () => {
  it('are in the server HTML for crawlers that run no JavaScript', async () => {
    const html = await (
      await fetch(`${origin()}/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)
    ).text();
    expect(html).toContain(`<title>${DEMO_PRODUCT.title} reviews | Vouch</title>`);
    expect(html).toMatch(
      /<meta name="description" content="\d+ reviews of Harbor Classic Canvas Backpack from Harbor Outfitters/,
    );
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/localhost:\d+\/reviews\/stores\/harbor-outfitters\/products\/harbor-classic-canvas-backpack">/,
    );
    expect(html).toContain(
      `<meta property="og:title" content="${DEMO_PRODUCT.title} reviews | Vouch">`,
    );
  });

  it('follow client-side navigation: title, description, canonical and Open Graph', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await navigateFromMenu(page, 'Find people');
    await expectHeading(page, 'Find people');
    await page.waitForFunction(() => document.title === 'Find people | Vouch');
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    }));
    expect(head.description).toBe(
      'Discover reviewers whose taste you trust and follow their reviews.',
    );
    expect(head.canonical).toMatch(/\/reviews\/people$/);
    expect(head.ogTitle).toBe('Find people | Vouch');
    await context.close();
  });

  it("give a shared product link the product's picture, as a picture of the declared size, and a large X card", async () => {
    const html = await (
      await fetch(`${origin()}/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)
    ).text();
    const tag = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    const image = tag('og:image')!;
    // Absolute, at the public origin (PUBLIC_ORIGIN, here localhost) as preview consumers need it.
    expect(image).toMatch(/^http:\/\/localhost:\d+\/media\/previews\/products\/\w+\.jpg$/);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:image')).toBe(image);
    const path = new URL(image).pathname;
    const answer = await fetch(`${origin()}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    // What a preview consumer would show: the browser decodes it at the size the head declares.
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const size = await page.evaluate(async (src) => {
      const picture = new Image();
      picture.src = src;
      await picture.decode();
      return `${picture.naturalWidth}x${picture.naturalHeight}`;
    }, path);
    expect(size).toBe(`${tag('og:image:width')}x${tag('og:image:height')}`);
    await context.close();
  });

  it('keep the preview picture in step on client-side navigation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`);
    const ogImage = () =>
      page.evaluate(() =>
        document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      );
    expect(await ogImage()).toMatch(/\/media\/previews\/products\//);
    await navigateFromMenu(page, 'Find people');
    await page.waitForFunction(() => document.title === 'Find people | Vouch');
    await page.waitForFunction(() =>
      document
        .querySelector('meta[property="og:image"]')
        ?.getAttribute('content')
        ?.endsWith('/media/previews/site.jpg'),
    );
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="twitter:title"]')?.getAttribute('content'),
      ),
    ).toBe('Find people | Vouch');
    await context.close();
  });
});
