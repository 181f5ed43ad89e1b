import type { Browser } from 'playwright-core';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const productPath = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;

describe('follow and heart (spec §4 follow toggle, §6 guests)', () => {
  it('follows a product signed in; it stays followed after a reload, and unfollows', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto(productPath);
    await expectHeading(page, DEMO_PRODUCT.title);
    const follow = page.getByRole('button', { name: `Follow ${DEMO_PRODUCT.title}` });
    await follow.waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/reviews/profile/follows/heart'),
    );
    await follow.click();
    const following = page.getByRole('button', { name: `Following ${DEMO_PRODUCT.title}` });
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');

    await following.click();
    await follow.waitFor();
    await page.reload();
    await follow.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reverts the toggle when the server refuses it', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.route('**/reviews/profile/follows/heart', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"down"}}',
      }),
    );
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    const follow = page.getByRole('button', { name: `Follow ${DEMO_SHOP.name}` });
    await follow.waitFor();
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/reviews/profile/follows/heart'),
    );
    await follow.click();
    await refused;
    await follow.waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('invites a guest to sign in instead of sending anything', async () => {
    const { page, context } = await newPage(browser);
    const followRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/reviews/profile/follows')) followRequests.push(request.url());
    });
    await page.goto(productPath);
    await page.getByRole('button', { name: `Follow ${DEMO_PRODUCT.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sign in to follow ${DEMO_PRODUCT.title}` });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href'),
    ).toBe(`/login?return_to=${encodeURIComponent(productPath)}`);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(followRequests).toEqual([]);
    await context.close();
  });
});
