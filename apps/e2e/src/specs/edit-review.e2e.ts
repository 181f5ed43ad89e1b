import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { openFeed, seriousViolations } from '../support/page-expectations';
import { signIn, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const demo = DEMO_ACCOUNTS.reviewer;

const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();

/** The line naming what a listed review is about: its product's link, then its shop's. */
const subjectLinks = (review: Locator) =>
  review.locator('p', { hasText: /^Review of / }).getByRole('link');

/** How many entries of a follower's feed show a review with this title. */
async function feedEntries(page: Page, title: string): Promise<number> {
  return (await openFeed(page)).filter({ hasText: title }).count();
}

/** The product's rating in the JSON-LD a guest's page carries. */
async function structuredRating(path: string): Promise<{ ratingValue: unknown; text: string }> {
  const guest = await newPage(browser);
  await guest.page.goto(path);
  await guest.page
    .locator('script[type="application/ld+json"]')
    .first()
    .waitFor({ state: 'attached' });
  const scripts = await guest.page.locator('script[type="application/ld+json"]').allTextContents();
  await guest.context.close();
  const product = scripts
    .map((text) => ({
      text,
      data: JSON.parse(text) as { '@type'?: string; aggregateRating?: { ratingValue: unknown } },
    }))
    .find(({ data }) => data['@type'] === 'Product')!;
  return { ratingValue: product.data.aggregateRating?.ratingValue, text: product.text };
}

/** Searches a page's review list for words and answers the matching review. */
async function searchReviews(page: Page, path: string, words: string): Promise<Locator> {
  await page.goto(path);
  await page.getByLabel('Search reviews').fill(words);
  await page.getByLabel('Search reviews').press('Enter');
  const found = page.getByRole('article').filter({ hasText: words }).first();
  await found.waitFor();
  return found;
}

describe('edit a review (issue #29, item 1)', () => {
  it('changes stars, words and pictures from the profile: product page, shop page, JSON-LD and a follower feed follow; unpublish, delete and restore keep one feed entry', async () => {
    const author = await newPage(browser);
    await signIn(author.page);
    await author.page.goto(`/reviews/users/${demo.slug}`);
    await author.page.getByRole('button', { name: 'Published', exact: true }).click();
    // A review of a product (not of the store itself), which its author may edit.
    const listed = author.page
      .getByRole('article')
      .filter({ has: author.page.getByRole('link', { name: /^Edit your review/ }) })
      .filter({ hasNotText: 'Review of the store' })
      .first();
    await listed.getByRole('link', { name: /^Edit your review/ }).waitFor();
    const productPath = (await subjectLinks(listed).first().getAttribute('href'))!;
    const shopPath = (await subjectLinks(listed).nth(1).getAttribute('href'))!;
    const shopName = await subjectLinks(listed).nth(1).innerText();
    const ratingBefore = (await structuredRating(productPath)).ratingValue;

    // A follower of its own, so the demo accounts other specs rely on stay as they were.
    const follower = await newPage(browser);
    await signUpReviewer(follower.page, 'Edna Follower');
    await follower.page.goto(shopPath);
    const follow = follower.page.getByRole('button', {
      name: new RegExp(`^(Follow|Following) ${shopName}$`),
    });
    await follow.waitFor();
    if ((await follow.getAttribute('aria-pressed')) !== 'true') await follow.click();
    await follower.page.getByRole('button', { name: `Following ${shopName}` }).waitFor();

    await listed.getByRole('link', { name: /^Edit your review/ }).click();
    const form = author.page.getByRole('form', { name: /^Edit your review of / });
    await form.waitFor();
    expect(await seriousViolations(author.page)).toEqual([]);
    const oneStar = form.getByRole('radio', { name: '1 star: bad' });
    const wasOneStar = await oneStar.isChecked();
    await form
      .getByRole('radio', { name: wasOneStar ? '5 stars: excellent' : '1 star: bad' })
      .check({ force: true });
    const title = `Edited after a month ${Date.now()}`;
    await form.getByLabel('Title (optional)').fill(title);
    await form
      .getByLabel('Your review', { exact: true })
      .fill('After a month of use I changed my mind: one strap came loose, so fewer stars now.');
    await form
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'strap.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await form.getByRole('list', { name: 'Your pictures' }).getByRole('img').waitFor();
    // The picker names what the review holds, never "No file chosen" beside it.
    await form.getByText(/^Chosen: .*strap\.jpg/).waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();

    // The product page opens at the review, announced and focused, with "Updated".
    await author.page.waitForURL(
      (url) => url.pathname === productPath && url.hash.startsWith('#review-'),
    );
    await author.page.getByRole('status').filter({ hasText: 'Your review is updated' }).waitFor();
    const shown = author.page
      .getByRole('region', { name: 'Your review is updated' })
      .getByRole('article');
    await shown.getByText(title).waitFor();
    await shown.getByText(/Updated /).waitFor();
    await shown.getByText(/^Verified buyer|^Invited by|^Not verified/).waitFor();
    expect(await author.page.evaluate(() => document.activeElement?.id)).toMatch(/^review-/);

    // A guest finds the new words on the product page and the shop page, and the JSON-LD rating moved.
    const guest = await newPage(browser);
    await (await searchReviews(guest.page, productPath, title)).getByText(/Updated /).waitFor();
    await (await searchReviews(guest.page, shopPath, title)).getByText(/Updated /).waitFor();
    await guest.context.close();
    expect((await structuredRating(productPath)).ratingValue).not.toEqual(ratingBefore);

    // The follower hears of the new picture: one entry, with the new words.
    expect(await feedEntries(follower.page, title)).toBe(1);

    // Unpublished or deleted it leaves the feed; published or restored it is back, once.
    const mine = await searchReviews(author.page, `/reviews/users/${demo.slug}`, title);
    await mine.getByRole('button', { name: 'Unpublish' }).click();
    await mine.getByText('Unpublished: only you can see it').waitFor();
    expect(await feedEntries(follower.page, title)).toBe(0);
    await mine.getByRole('button', { name: 'Publish' }).click();
    await mine.getByText('Published', { exact: true }).waitFor();
    expect(await feedEntries(follower.page, title)).toBe(1);
    await mine.getByRole('button', { name: 'Delete' }).click();
    await author.page.getByRole('dialog').getByRole('button', { name: 'Delete review' }).click();
    await mine.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await feedEntries(follower.page, title)).toBe(0);
    await mine.getByRole('button', { name: 'Restore' }).click();
    await mine.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect(await feedEntries(follower.page, title)).toBe(1);

    expect(author.errors).toEqual([]);
    await author.context.close();
    await follower.context.close();
  }, 240_000);

  it('clears an error once fixed, moves focus to the first error, and leaves "I recommend this" to the reviewer', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto(`/reviews/users/${demo.slug}`);
    await page
      .getByRole('link', { name: /^Edit your review/ })
      .first()
      .click();
    const form = page.getByRole('form', { name: /^Edit your review of / });
    await form.waitFor();
    const recommended = await form.getByRole('checkbox', { name: 'I recommend this' }).isChecked();

    await form.getByLabel('Title (optional)').fill('x'.repeat(10));
    await form.getByLabel('Your review', { exact: true }).fill('Too short');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText(/at least 20 characters/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await form
      .getByLabel('Your review', { exact: true })
      .fill('Long enough now to say what I think of it.');
    await form.getByText(/at least 20 characters/).waitFor({ state: 'detached' });

    // Changing the stars never ticks or unticks the recommendation.
    await form.getByRole('radio', { name: '5 stars: excellent' }).check({ force: true });
    await form.getByRole('radio', { name: '2 stars: poor' }).check({ force: true });
    expect(await form.getByRole('checkbox', { name: 'I recommend this' }).isChecked()).toBe(
      recommended,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
