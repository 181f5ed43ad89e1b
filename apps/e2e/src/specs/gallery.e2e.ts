import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { recordPolicyViolations } from '../support/page-expectations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const productPath = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;
const galleryName = `Pictures and videos of ${DEMO_PRODUCT.title}`;

async function openGallery(page: Page) {
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Pictures and videos' }).click();
  const dialog = page.getByRole('dialog', { name: galleryName });
  await dialog.waitFor();
  return dialog;
}

describe('review gallery (spec §2 gallery modal, §3 media items, §8 errors)', () => {
  it('shows the media in a grid, opens one large and steps through them with the keyboard', async () => {
    const { page, context, errors } = await newPage(browser);
    const policyViolations = await recordPolicyViolations(page);
    const dialog = await openGallery(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const thumbs = dialog.getByRole('list', { name: 'Pictures and videos' }).getByRole('button');
    await thumbs.first().waitFor();
    const total = Number(
      (await thumbs.first().getAttribute('aria-label'))!.match(/1 of (\d+)/)![1],
    );
    expect(total).toBeGreaterThan(1);
    await thumbs.first().click();
    const position = dialog.getByText(/^(Picture|Video) \d+ of \d+$/);
    expect(await position.textContent()).toMatch(new RegExp(`^(Picture|Video) 1 of ${total}$`));
    await dialog
      .getByRole('img', { name: /^Picture from .*-star review$/ })
      .or(dialog.locator('iframe, video'))
      .first()
      .waitFor();

    await page.keyboard.press('ArrowRight');
    await dialog.getByText(new RegExp(`^(Picture|Video) 2 of ${total}$`)).waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText(new RegExp(`^(Picture|Video) 1 of ${total}$`)).waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog
      .getByText(/^(Picture|Video) \d+ of \d+$/)
      .filter({ hasNotText: / 1 of / })
      .waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(errors).toEqual([]);
    // Pictures, uploaded videos and embedded players all pass the page's policy.
    expect(await policyViolations()).toEqual([]);
    await context.close();
  });

  it('treats a 404 as no media, and shows the spec error text on other failures', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/reviews_with_media*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":{"code":"not_found","message":"gone"}}',
      }),
    );
    const empty = await openGallery(page);
    await empty.getByText('No pictures or videos yet.').waitFor();
    await page.keyboard.press('Escape');

    await page.unroute('**/reviews_with_media*');
    await page.route('**/reviews_with_media*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"down"}}',
      }),
    );
    await page.reload();
    const failed = await openGallery(page);
    await failed
      .getByRole('alert')
      .filter({
        hasText: 'Something went wrong, please try again later or contact our customer support',
      })
      .waitFor();
    await context.close();
  });
});
