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
    const html = await (await fetch(`${origin()}/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)).text();
    expect(html).toContain(`<title>${DEMO_PRODUCT.title} reviews | Vouch</title>`);
    expect(html).toMatch(/<meta name="description" content="\d+ reviews of Harbor Classic Canvas Backpack from Harbor Outfitters/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/reviews\/stores\/harbor-outfitters\/products\/harbor-classic-canvas-backpack">/);
    expect(html).toContain(`<meta property="og:title" content="${DEMO_PRODUCT.title} reviews | Vouch">`);
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
    expect(head.description).toBe('Discover reviewers whose taste you trust and follow their reviews.');
    expect(head.canonical).toMatch(/\/reviews\/people$/);
    expect(head.ogTitle).toBe('Find people | Vouch');
    await context.close();
  });
});
