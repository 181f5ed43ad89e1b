import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
const REPLY =
  'Thank you for the kind words! Write to us if a strap ever frays and we will send a new one.';

/** Follows the demo shop through the same call the heart button makes (idempotent: following twice stays following). */
async function followDemoShop(page: Page): Promise<void> {
  await page.goto(shopPath);
  await expectHeading(page, DEMO_SHOP.name);
  const status = await page.evaluate(async (path) => {
    const shop = (await (await fetch(`${path}?format=json`)).json()) as {
      shop_data: { encoded_id: string };
    };
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const body = JSON.stringify({ is_hearting: true, shop_enc_id: shop.shop_data.encoded_id });
    const response = await fetch('/reviews/profile/follows/heart', {
      method: 'POST',
      headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/json' },
      body,
    });
    return response.status;
  }, shopPath);
  expect(status).toBe(200);
}

describe("shop replies (a shop member answers a review on the shop page; the shop's followers see it in their feed)", () => {
  it("posts a reply that keeps the text through a failure, reaches a follower's feed, and can be edited and deleted", async () => {
    // The second reviewer follows: the demo reviewer's follow buttons belong to the follow and feed tests.
    const follower = await newPage(browser);
    await signIn(follower.page, '', DEMO_ACCOUNTS.secondReviewer);
    await followDemoShop(follower.page);
    // Reviewers outside the shop get no reply tools.
    await follower.page
      .getByRole('article', { name: /^Review by / })
      .first()
      .waitFor();
    expect(await follower.page.getByRole('button', { name: /^Reply to / }).count()).toBe(0);

    const owner = await newPage(browser);
    await signIn(owner.page, '', DEMO_ACCOUNTS.shopOwner);
    await owner.page.goto(shopPath);
    const replyButton = owner.page.getByRole('button', { name: /^Reply to / }).first();
    await replyButton.waitFor();
    // Its own staff reply; they are not offered to follow, review or dispute their own shop.
    expect(await owner.page.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    expect(
      await owner.page
        .getByRole('button', { name: new RegExp(`^Follow ${DEMO_SHOP.name}`) })
        .count(),
    ).toBe(0);
    expect(await owner.page.getByRole('link', { name: 'Open a dispute' }).count()).toBe(0);
    await owner.page.getByRole('link', { name: 'your profile' }).waitFor();
    // textContent: the review may be off screen, not rendered yet (content-visibility), so no innerText.
    const reviewerName = (await replyButton.textContent())!.replace(/^Reply to /, '');
    // The review stays put while its buttons change: hold it by its place in the list.
    const articles = owner.page.getByRole('article', { name: /^Review by / });
    const place = await articles.evaluateAll((items) =>
      items.findIndex((item) =>
        [...item.querySelectorAll('button')].some((button) =>
          button.textContent?.startsWith('Reply to '),
        ),
      ),
    );
    const review = articles.nth(place);
    await replyButton.click();
    const form = review.getByRole('form', { name: `Reply to ${reviewerName}` });
    const box = form.getByLabel(`Your reply as ${DEMO_SHOP.name}`);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    // Empty: the rule answers before anything is sent.
    await form.getByRole('button', { name: 'Post reply' }).click();
    await form.getByText('Please write your reply before posting it').waitFor();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    // The server fails once: the message shows and the words stay.
    await owner.page.route(
      '**/reviews/shop/reviews/*/reply',
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'unavailable', message: 'Vouch is busy. Please try again.' },
          }),
        }),
      { times: 1 },
    );
    await box.fill(REPLY);
    await form.getByRole('button', { name: 'Post reply' }).click();
    await form.getByText('Vouch is busy. Please try again.').waitFor();
    expect(await box.inputValue()).toBe(REPLY);

    const saved = owner.page.waitForResponse(
      (response) =>
        response.url().includes('/reviews/shop/reviews/') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Post reply' }).click();
    expect((await saved).status()).toBe(200);
    await review.getByText(REPLY).waitFor();
    const edit = review.getByRole('button', { name: `Edit the reply to ${reviewerName}` });
    await edit.waitFor();
    await owner.page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('aria-label')?.startsWith('Edit the reply to') ??
        false,
    );

    // The follower's feed has the shop's reply (other tests may publish to the shop meanwhile, so not necessarily on top;
    // the review's own 'new review' event shows the reply too).
    await follower.page.goto('/reviews/feed');
    await expectHeading(follower.page, 'Your feed');
    const event = follower.page
      .locator('[data-event-id]')
      .filter({ hasText: `${DEMO_SHOP.name} replied to a review` })
      .filter({ hasText: REPLY });
    await event.waitFor();
    expect(await event.getByRole('article', { name: `Review by ${reviewerName}` }).count()).toBe(1);

    // What the owner changed stays changed on reload (issue #18, item 4): the list the page
    // loaded before the reply is not shown again from the browser's cache.
    await owner.page.reload();
    await review.getByText(REPLY).waitFor();

    // Edited in place, then taken back after a confirmation.
    await edit.click();
    expect(await box.inputValue()).toBe(REPLY);
    await box.fill(`${REPLY} Happy travels!`);
    await form.getByRole('button', { name: 'Post reply' }).click();
    await review.getByText(`${REPLY} Happy travels!`).waitFor();
    await review.getByRole('button', { name: `Delete the reply to ${reviewerName}` }).click();
    const confirm = review.getByRole('group', { name: `Delete the reply to ${reviewerName}?` });
    await confirm.getByRole('button', { name: 'Delete reply' }).click();
    await review.getByRole('button', { name: `Reply to ${reviewerName}`, exact: true }).waitFor();
    expect(await review.getByText('Reply from the shop').count()).toBe(0);
    await owner.page.reload();
    await review.getByRole('button', { name: `Reply to ${reviewerName}`, exact: true }).waitFor();
    expect(await review.getByText('Reply from the shop').count()).toBe(0);

    await follower.page.reload();
    await follower.page.locator('[data-event-id]').first().waitFor();
    expect(await follower.page.getByText(REPLY).count()).toBe(0);

    expect(owner.errors).toEqual([]);
    expect(follower.errors).toEqual([]);
    await owner.context.close();
    await follower.context.close();
  });
});
