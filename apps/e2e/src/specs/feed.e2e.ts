import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The page's feed events: their ids and the review each is about. */
const feedEvents = (page: Page) =>
  page.locator('[data-event-id]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-event-id')!,
      review: item.querySelector('article')?.getAttribute('aria-label') ?? '',
    })),
  );

describe('feed (spec §2 /reviews/feed, §3 feed, §4 appended lists)', () => {
  it("shows a followed shop's new review, published by another reviewer, at the top of the feed", async () => {
    const follower = await newPage(browser);
    await signIn(follower.page);
    await follower.page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    await expectHeading(follower.page, DEMO_SHOP.name);
    const saved = follower.page.waitForResponse((response) =>
      response.url().endsWith('/reviews/profile/follows/heart'),
    );
    await follower.page.getByRole('button', { name: `Follow ${DEMO_SHOP.name}` }).click();
    expect((await saved).status()).toBe(200);

    const author = await newPage(browser);
    await signIn(author.page, '', DEMO_ACCOUNTS.secondReviewer);
    // The review's own page is the profile remote's; its publish call is the one that page makes (spec §7).
    const status = await author.page.evaluate(async (publicId) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const response = await fetch(`/reviews/reviewer/reviews/${publicId}/publish`, {
        method: 'PUT',
        headers: { 'X-CSRF-Token': token },
      });
      return response.status;
    }, SECOND_REVIEWER_DRAFT.publicId);
    expect(status).toBe(200);
    await author.context.close();

    await follower.page.goto('/reviews/feed');
    await expectHeading(follower.page, 'Your feed');
    const first = follower.page.locator('[data-event-id]').first();
    await first.getByText(SECOND_REVIEWER_DRAFT.title).waitFor();
    expect(await first.innerText()).toContain(`New review of ${DEMO_SHOP.name}`);
    expect(await first.getByRole('link', { name: DEMO_PRODUCT.title }).count()).toBe(1);
    expect(follower.errors).toEqual([]);
    await follower.context.close();
  });

  it('appends the next page without repeating an event, and narrows to one kind of owner', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/reviews/feed');
    await page.locator('[data-event-id]').first().waitFor();
    const before = await feedEvents(page);
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/reviews/feed_events.json') &&
        response.url().includes('max_created_at='),
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    expect((await answered).status()).toBe(200);
    await page.locator('[data-event-id]').nth(before.length).waitFor();
    const after = await feedEvents(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after.map((event) => event.id)).size).toBe(after.length);

    await page.getByRole('checkbox', { name: 'Stores' }).uncheck();
    await page.getByRole('checkbox', { name: 'Products' }).uncheck();
    await page.locator('section[aria-label="News"][aria-busy="false"]').waitFor();
    const headlines = await page.locator('[data-event-id] > p').allInnerTexts();
    expect(headlines.length).toBeGreaterThan(0);
    expect(headlines.every((text) => text.endsWith('published a review'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the reviewer to review what they ordered', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto('/reviews/feed');
    const prompt = page.getByRole('region', { name: 'How were your recent orders?' });
    await prompt
      .getByRole('link', { name: /^Review / })
      .first()
      .waitFor();
    expect(
      await prompt
        .getByRole('link', { name: /^Review / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^\/reviews\/write-review\/new\?line_item_public_id=/);
    await context.close();
  });

  it('invites a guest to sign in and come back', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/feed');
    await expectHeading(page, 'Your feed');
    expect(
      await page.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href'),
    ).toBe('/login?return_to=%2Freviews%2Ffeed');
    await context.close();
  });
});

describe('following and find people (spec §2 /reviews/following, /reviews/people)', () => {
  it('unfollows a shop from the following page in place; it is gone after a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/reviews/following');
    await expectHeading(page, 'Following');
    const stores = page.getByRole('region', { name: 'Stores' });
    const firstStore = stores.getByRole('article').first();
    const name = (await firstStore.getAttribute('aria-label'))!;
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/reviews/profile/follows/heart'),
    );
    await firstStore.getByRole('button', { name: `Following ${name}` }).click();
    expect((await saved).status()).toBe(200);
    await stores.getByRole('button', { name: `Follow ${name}` }).waitFor();
    await page.reload();
    await expectHeading(page, 'Following');
    await page.getByRole('region', { name: 'People' }).waitFor();
    expect(await stores.getByRole('article', { name, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds people, appends more while a page is full, and follows a reviewer from the list', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/reviews/people');
    await expectHeading(page, 'Find people');
    const list = page.getByRole('region', { name: 'Reviewers' });
    await list.getByRole('article').first().waitFor();
    const before = await list.getByRole('article').count();
    await page.getByRole('button', { name: 'Show more people' }).click();
    await list.getByRole('article').nth(before).waitFor();
    const names = await list
      .getByRole('article')
      .evaluateAll((items) => items.map((item) => item.querySelector('a')!.getAttribute('href')));
    expect(new Set(names).size).toBe(names.length);

    await page.getByLabel('Sort by').selectOption('reviews');
    await list.locator('xpath=self::*[@aria-busy="false"]').waitFor();
    const unfollowed = list.getByRole('button', { name: /^Follow / }).first();
    const label = (await unfollowed.getAttribute('aria-label'))!;
    const reviewer = label.replace(/^Follow /, '');
    await unfollowed.click();
    await list
      .getByRole('button', { name: `Following ${reviewer}` })
      .first()
      .waitFor();
    await page.goto('/reviews/following');
    await page
      .getByRole('region', { name: 'People' })
      .getByRole('button', { name: `Following ${reviewer}` })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
