import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { PrivateProfileResponse } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import {
  expectHeading,
  guestReviewCount,
  openFeed,
  seriousViolations,
} from '../support/page-expectations';
import { signIn, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const demo = DEMO_ACCOUNTS.reviewer;
const second = DEMO_ACCOUNTS.secondReviewer;
const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });
const reviewsOf = (page: Page) => page.getByRole('article');

/** The private profile's JSON as the signed-in page would read it. */
const ownProfile = (page: Page, query = '') =>
  page.evaluate(
    async ([slug, search]) =>
      (await (
        await fetch(`/reviews/users/${slug}?format=json${search}`, { cache: 'no-store' })
      ).json()) as PrivateProfileResponse,
    [demo.slug, query] as const,
  );

/** Whether the feed of the page's reviewer shows the demo reviewer's review with this title. */
async function feedShows(page: Page, title: string): Promise<boolean> {
  const byDemo = (await openFeed(page)).filter({
    has: page.getByRole('article', { name: `Review by ${demo.name}` }),
  });
  return (await byDemo.filter({ hasText: title }).count()) > 0;
}

describe('private profile (spec §2 /reviews/users/{slug}, §3 reviewer profile, §4 review)', () => {
  it("opens from the header's My Profile with the counts the server counted", async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expectHeading(page, demo.name);
    const profile = await ownProfile(page);
    // Issue #29: the tab counts the list under it (its first view, "All").
    expect(await tab(page, 'Reviews').innerText()).toBe(
      `Reviews (${profile.extra_data.own_reviews_data.total_count})`,
    );
    expect(profile.extra_data.own_reviews_data.total_count).toBe(profile.reviews.total_count);
    expect(await tab(page, 'Rewards').innerText()).toBe(
      `Rewards (${profile.extra_data.rewards_data.total_count})`,
    );
    expect(await tab(page, 'Orders').innerText()).toBe(
      `Orders (${profile.extra_data.orders_data.total_count})`,
    );
    expect(await tab(page, 'Disputes').innerText()).toBe(
      `Disputes (${profile.extra_data.disputes_data.total_count})`,
    );
    expect(await page.getByRole('heading', { name: /^Recommendations/ }).innerText()).toBe(
      `Recommendations (${profile.extra_data.recommendations_data.total})`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits phones at 320, 375 and 414 px without sideways scrolling, every tab in view (issue #29)', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/reviews/users/${demo.slug}`);
      await tab(page, 'Disputes').waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const disputes = await tab(page, 'Disputes').boundingBox();
      expect(disputes!.x + disputes!.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('keeps the tab in the address, Back returns to the tab before, and the arrow keys move along the tabs', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto(`/reviews/users/${demo.slug}`);
    await tab(page, 'Reviews').waitFor();
    await tab(page, 'Rewards').click();
    await page.waitForURL(/tab=1$/);
    const rewards = page.getByRole('table');
    await rewards.getByRole('row').nth(1).waitFor();
    expect(await rewards.getByText('Expired').count()).toBeGreaterThan(0);
    expect(await rewards.getByRole('button', { name: /^Copy code/ }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await tab(page, 'Orders').click();
    await page.waitForURL(/tab=2$/);
    await page
      .getByRole('link', { name: /^Write a review of / })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^See your review of / }).count()).toBeGreaterThan(
      0,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await tab(page, 'Disputes').click();
    await page.waitForURL(/tab=3$/);
    await page.getByRole('list', { name: 'Your disputes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL(/tab=2$/);
    expect(await tab(page, 'Orders').getAttribute('aria-selected')).toBe('true');
    await tab(page, 'Orders').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=3$/);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=0$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Reviews \(/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("unpublishes and publishes a review: its product page count and the shop's followers' feed follow", async () => {
    const author = await newPage(browser);
    await signIn(author.page);
    await author.page.goto(`/reviews/users/${demo.slug}`);
    await author.page.getByRole('button', { name: 'Published', exact: true }).click();
    const review = reviewsOf(author.page).first();
    await review.getByRole('button', { name: 'Unpublish' }).waitFor();
    const title = await review.getByRole('heading', { level: 3 }).innerText();
    // The line naming what was reviewed: its product, then its shop (the reviewer's name links too).
    const subject = review.locator('p', { hasText: /^Review of / }).getByRole('link');
    const productPath = await subject.first().getAttribute('href');
    const shopName = await subject.nth(1).innerText();

    // A follower of its own, so the demo accounts other specs rely on stay as they were.
    const follower = await newPage(browser);
    await signUpReviewer(follower.page, 'Fay Follower');
    await follower.page.goto((await subject.nth(1).getAttribute('href'))!);
    const followButton = follower.page.getByRole('button', {
      name: new RegExp(`^(Follow|Following) ${shopName}$`),
    });
    await followButton.waitFor();
    if ((await followButton.getAttribute('aria-pressed')) !== 'true') await followButton.click();
    await follower.page.getByRole('button', { name: `Following ${shopName}` }).waitFor();

    const before = await guestReviewCount(browser, productPath!);
    await review.getByRole('button', { name: 'Unpublish' }).click();
    await review.getByText('Unpublished: only you can see it').waitFor();
    expect(await guestReviewCount(browser, productPath!)).toBe(before - 1);
    expect(await feedShows(follower.page, title)).toBe(false);

    await review.getByRole('button', { name: 'Publish' }).click();
    await review.getByText('Published', { exact: true }).waitFor();
    expect(await guestReviewCount(browser, productPath!)).toBe(before);
    expect(await feedShows(follower.page, title)).toBe(true);
    expect(author.errors).toEqual([]);
    await follower.context.close();
    await author.context.close();
  });

  it('deletes a review after a confirmation and restores it', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto(`/reviews/users/${demo.slug}`);
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    const review = reviewsOf(page).first();
    await review.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await review.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await review.getByText(/^Deleted · you can restore it until /).waitFor();
    await review.getByRole('button', { name: 'Restore' }).click();
    await review.getByText('Published', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows another reviewer's private address as their public profile, with Follow, and asks for nothing it would be refused", async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await signIn(page);
    await page.goto(`/reviews/users/${second.slug}`);
    await expectHeading(page, second.name);
    await page
      .getByRole('button', { name: new RegExp(`^(Follow|Following) ${second.name}$`) })
      .waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.title()).toContain(second.name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([`/reviews/users/${demo.slug}?tab=1`, '/reviews/write-review', '/reviews/profile/edit'])(
    'sends a guest on %s to sign in, with no refused request in the console',
    async (address) => {
      const { page, context, consoleErrors } = await newPage(browser);
      await page.goto(address);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(address);
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('asks about review requests once: an answer is stored, a dismissal lasts the session', async () => {
    const answering = await newPage(browser);
    await signUpReviewer(answering.page, 'Sasha Subscriber');
    await answering.page.goto('/reviews');
    await answering.page.getByRole('button', { name: /My Account/ }).click();
    await answering.page.getByRole('link', { name: 'My Profile' }).click();
    const saved = answering.page.waitForResponse((response) =>
      response.url().endsWith('/reviews/profile/update'),
    );
    await answering.page.getByRole('button', { name: 'No, thanks' }).click();
    expect((await saved).status()).toBe(200);
    await answering.page.reload();
    await tab(answering.page, 'Reviews').waitFor();
    expect(await answering.page.getByRole('button', { name: 'No, thanks' }).count()).toBe(0);
    await answering.context.close();

    const dismissing = await newPage(browser);
    const { email, password } = await signUpReviewer(dismissing.page, 'Dale Dismisser');
    await dismissing.page.goto('/reviews');
    await dismissing.page.getByRole('button', { name: /My Account/ }).click();
    await dismissing.page.getByRole('link', { name: 'My Profile' }).click();
    await dismissing.page.getByRole('button', { name: 'Not now' }).click();
    await dismissing.page.reload();
    await tab(dismissing.page, 'Reviews').waitFor();
    expect(await dismissing.page.getByRole('button', { name: 'No, thanks' }).count()).toBe(0);
    await dismissing.context.close();
    // A new session asks again: nothing was answered.
    const later = await newPage(browser);
    await signIn(later.page, '', { email, password });
    await later.page.getByRole('button', { name: /My Account/ }).click();
    await later.page.getByRole('link', { name: 'My Profile' }).click();
    await later.page.getByRole('button', { name: 'No, thanks' }).waitFor();
    await later.context.close();
  });
});

describe('edit profile (spec §2 /reviews/profile/edit)', () => {
  it('saves a new name and picture, shown in the header; a failed save keeps what was typed', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUpReviewer(page, 'Pat Pictureless');
    await page.goto('/reviews/profile/edit');
    await expectHeading(page, 'Edit your profile');
    expect(await seriousViolations(page)).toEqual([]);

    const details = page.getByRole('form', { name: 'Your details' });
    await page.route('**/reviews/profile/update', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await details.getByLabel('Name', { exact: true }).fill('Quinn Newname');
    await details.getByLabel('Country').selectOption('NL');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await details
      .getByRole('alert')
      .getByText(/^Your profile was not saved/)
      .waitFor();
    expect(await details.getByLabel('Name', { exact: true }).inputValue()).toBe('Quinn Newname');
    expect(await details.getByLabel('Country').inputValue()).toBe('NL');

    await page.unroute('**/reviews/profile/update');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await details.getByText('Your profile is saved.').waitFor();
    const account = page.getByRole('button', { name: /My Account/ });
    await account.getByText('Q', { exact: true }).waitFor();

    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c63' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(/^Choose a picture/)
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByText('Your new picture is saved.').waitFor();
    await account.locator('img[src^="/media/files/avatars/"]').waitFor();

    await page.getByLabel(/^Choose a picture/).setInputFiles({
      name: 'setup.exe.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ not a picture'),
    });
    await page
      .getByRole('alert')
      .getByText('"setup.exe.jpg" is not a JPEG, PNG, WebP or HEIC picture.')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Gravatar (spec §3 "Avatar inputs ... gravatar_hash")', () => {
  it('shows the Gravatar of a reviewer who chose it, at 1x and 2x, and the initial where Gravatar has no picture', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUpReviewer(page, 'Gale Gravatar');
    const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const portrait = await sharp({
      create: { width: 56, height: 56, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    // The test machine has no way out to gravatar.com: it answers here, with a picture for this reviewer's key only.
    await page.route('https://gravatar.com/avatar/**', (route) =>
      route.request().url().includes(hash)
        ? route.fulfill({ contentType: 'image/png', body: portrait })
        : route.fulfill({ status: 404 }),
    );
    await page.goto('/reviews/profile/edit');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel(/^Show my Gravatar/).check();
    await details.getByRole('button', { name: 'Save profile' }).click();
    await details.getByText('Your profile is saved.').waitFor();

    const account = page.getByRole('button', { name: /My Account/ });
    const gravatar = account.locator('img');
    await gravatar.waitFor();
    expect(await gravatar.getAttribute('src')).toBe(
      `https://gravatar.com/avatar/${hash}?s=28&d=404`,
    );
    expect(await gravatar.getAttribute('srcset')).toContain(
      `https://gravatar.com/avatar/${hash}?s=56&d=404 2x`,
    );
    expect(
      await gravatar.evaluate((image: HTMLImageElement) =>
        image.decode().then(() => image.naturalWidth),
      ),
    ).toBeGreaterThan(0);

    // Gravatar answers 404 for an e-mail without a picture: the initial shows instead.
    await page.unroute('https://gravatar.com/avatar/**');
    await page.route('https://gravatar.com/avatar/**', (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await account.getByText('G', { exact: true }).waitFor();
    expect(await account.locator('img').count()).toBe(0);
    await context.close();
  });
});

describe('public profile (spec §2 /reviews/profile/{slug})', () => {
  it("shows a guest the reviewer's published reviews with their products and shops, filterable by stars", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`/reviews/profile/${demo.slug}`);
    await expectHeading(page, demo.name);
    await reviewsOf(page)
      .first()
      .getByText(/^Review of /)
      .waitFor();
    expect(
      await page.locator('script[type="application/ld+json"]').first().textContent(),
    ).toContain('"ProfilePage"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^1 stars?/ }).click();
    await page
      .getByRole('status')
      .getByText(/with 1 stars/)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
