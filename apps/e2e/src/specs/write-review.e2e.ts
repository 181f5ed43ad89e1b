import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading, guestReviewCount, seriousViolations } from '../support/page-expectations';
import { signIn, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function followDemoShop(page: Page) {
  await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
  const button = page.getByRole('button', {
    name: new RegExp(`^(Follow|Following) ${DEMO_SHOP.name}$`),
  });
  await button.waitFor();
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.getByRole('button', { name: `Following ${DEMO_SHOP.name}` }).waitFor();
}

describe('write a review (spec §2 /reviews/write-review and /new)', () => {
  it('takes a keyboard rating, pictures and a video, survives a failed submit and a reload, and publishes into the product page and feed', async () => {
    // A follower of its own, so the demo accounts other specs rely on stay as they were.
    const follower = await newPage(browser);
    await signUpReviewer(follower.page, 'Fern Follower');
    await followDemoShop(follower.page);

    const { page, context, errors } = await newPage(browser);
    await signIn(page, '', DEMO_ACCOUNTS.secondReviewer);
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    await page.getByRole('link', { name: 'Write a review', exact: true }).click();
    await expectHeading(page, `Write a review of ${DEMO_SHOP.name}`);
    const firstItem = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    const productPath = (await firstItem.getByRole('link').first().getAttribute('href'))!;
    expect(await seriousViolations(page)).toEqual([]);
    const before = await guestReviewCount(browser, productPath);

    await firstItem.getByRole('link', { name: /^Write a review of / }).click();
    const form = page.getByRole('form', { name: /^Review of / });
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The stars are one radio group: one tab stop, the arrow keys move along it.
    await form.getByRole('radio', { name: '1 star: bad' }).focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars: good' }).isChecked()).toBe(true);
    // Issue #29: the recommendation is the reviewer's own choice, never ticked by the stars.
    const recommend = form.getByRole('checkbox', { name: 'I recommend this' });
    expect(await recommend.isChecked()).toBe(false);
    await recommend.check();
    const title = `Weekend-proof ${Date.now()}`;
    await form.getByLabel('Title (optional)').fill(title);
    await form
      .getByLabel('Your review')
      .fill(
        'Holds everything I need for a weekend away, and the zips still run smoothly after a month.',
      );
    await form.getByLabel('Add pictures').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture('#2a6') },
      { name: 'inside.jpg', mimeType: 'image/jpeg', buffer: await picture('#a62') },
    ]);
    const previews = form.getByRole('list', { name: 'Your pictures' }).getByRole('img');
    await previews.nth(1).waitFor();
    await form.getByLabel('Add pictures').setInputFiles({
      name: 'setup.exe.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ this is a program, not a picture'),
    });
    await form
      .getByRole('alert')
      .getByText('"setup.exe.jpg" is not a JPEG, PNG, WebP or HEIC picture.')
      .waitFor();
    await form.getByLabel('Add pictures').setInputFiles({
      name: 'poster.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(20 * 1024 * 1024, 7),
    });
    await form
      .getByRole('alert')
      .getByText('"poster.jpg" is larger than 15 MB. Choose a smaller picture.')
      .waitFor();
    await form.getByRole('button', { name: 'Remove setup.exe.jpg' }).click();
    await form.getByRole('button', { name: 'Remove poster.jpg' }).click();
    await form.getByLabel('YouTube or Vidyard link or video id').fill('dQw4w9WgXcQ');

    // A failed submit keeps every field and picture.
    await page.route('**/reviews/reviewer/reviews', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await form.getByRole('button', { name: 'Publish review' }).click();
    await form
      .getByRole('alert')
      .getByText(/^Your review was not sent/)
      .waitFor();
    expect(await form.getByLabel('Title (optional)').inputValue()).toBe(title);
    expect(await form.getByRole('radio', { name: '4 stars: good' }).isChecked()).toBe(true);
    expect(await previews.count()).toBe(2);

    // So does a reload, from the draft.
    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Title (optional)').inputValue()).toBe(title);
    expect(await form.getByRole('radio', { name: '4 stars: good' }).isChecked()).toBe(true);
    expect(await form.getByLabel('YouTube or Vidyard link or video id').inputValue()).toBe(
      'dQw4w9WgXcQ',
    );
    expect(await previews.count()).toBe(2);

    await page.unroute('**/reviews/reviewer/reviews');
    await form.getByRole('button', { name: 'Publish review' }).click();
    await page.waitForURL((url) => url.pathname === productPath);
    // It opens at the review, announced and focused (issue #29, item 7).
    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you: your review is published' })
      .waitFor();
    const published = page
      .getByRole('region', { name: 'Thank you: your review is published' })
      .getByRole('article');
    await published.getByText(title).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^review-rv/);
    await published.getByText(/^Verified buyer: ordered at Harbor Outfitters on /).waitFor();
    // The thumbnails count what the viewer counts: pictures and videos together (issue #58).
    expect(await published.getByRole('button', { name: /^Picture \d of 3 from / }).count()).toBe(2);
    expect(await published.getByRole('button', { name: /^Video 3 of 3 from / }).count()).toBe(1);

    // The review's second picture opens large at that picture, with the review's stars and words beside it; its button closes it.
    await published.getByRole('button', { name: /^Picture 2 of 3 from / }).click();
    const viewer = page.getByRole('dialog', { name: /^Pictures and videos from / });
    await viewer.getByText('Picture 2 of 3').waitFor();
    await viewer
      .getByRole('complementary', { name: /^Review by / })
      .getByText(title)
      .waitFor();
    await viewer.getByRole('img', { name: /^Picture from .*4-star review$/ }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Video 3 of 3').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    expect(await guestReviewCount(browser, productPath)).toBe(before + 1);
    const guest = await newPage(browser);
    await guest.page.goto(productPath);
    await guest.page.getByRole('button', { name: 'Pictures and videos' }).click();
    const gallery = guest.page.getByRole('dialog', { name: /^Pictures and videos of / });
    await gallery.locator('img[src^="/media/files/reviews/"]').first().waitFor();
    await guest.context.close();

    await follower.page.goto('/reviews/feed');
    await expectHeading(follower.page, 'Your feed');
    const events = follower.page.locator('[data-event-id]').filter({ hasText: title });
    await events.first().waitFor();
    const headlines = await events.evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.textContent ?? ''),
    );
    // One entry per review (issue #29, item 2), though its pictures came with it.
    expect(headlines).toEqual([`New review of ${DEMO_SHOP.name}`]);
    await follower.context.close();
  }, 180_000);

  it('sends a guest to sign in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/write-review');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
