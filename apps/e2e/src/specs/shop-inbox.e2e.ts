import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading, seriousViolations } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The second reviewer's open dispute about their order at the demo shop: opened now, or the one already open. */
async function samsOpenDispute(page: Page): Promise<string> {
  return page.evaluate(async (sourceId) => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!;
    const response = await fetch('/reviews/reviewer/disputes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': meta.content },
      body: JSON.stringify({
        dispute_type: 'damaged_item',
        description: 'The backpack arrived with a torn strap and a broken zip on the main pocket.',
        desired_outcome_type: 'full_refund',
        desired_outcome_description: '',
        source_id: sourceId,
      }),
    });
    const body = await response.json();
    return response.ok ? body.dispute.public_id : body.error.details.dispute_public_id;
  }, SECOND_REVIEWER_ORDER.publicId);
}

/** How many items a section of the inbox says wait: "Reviews awaiting a reply (12)". */
async function waiting(section: Locator): Promise<number> {
  return Number((await section.getByRole('heading').first().textContent())!.match(/\((\d+)\)/)![1]);
}

describe("a shop's inbox (issue #29, item 3)", () => {
  it('lists and answers a review, a question and a dispute; a counter-offer the reviewer accepts closes the dispute without an arbitrator', async () => {
    const sam = await newPage(browser);
    await signIn(sam.page, '', DEMO_ACCOUNTS.secondReviewer);
    const disputeId = await samsOpenDispute(sam.page);

    const owner = await newPage(browser);
    await signIn(owner.page, '', DEMO_ACCOUNTS.shopOwner);
    await owner.page.goto('/reviews/shop/inbox');
    await expectHeading(owner.page, 'Shop inbox');
    const disputes = owner.page.getByRole('region', { name: /^Disputes waiting for you/ });
    const reviews = owner.page.getByRole('region', { name: /^Reviews awaiting a reply/ });
    const questions = owner.page.getByRole('region', { name: /^Questions awaiting an answer/ });
    await reviews.getByRole('listitem').first().waitFor();
    expect(await seriousViolations(owner.page)).toEqual([]);

    // A review: replied to in place, and it leaves the inbox.
    const reviewsBefore = await waiting(reviews);
    const reply = 'Thank you for telling us; we have passed this on to our team.';
    await reviews
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    await reviews.getByLabel(`Your reply as ${DEMO_SHOP.name}`).fill(reply);
    await reviews.getByRole('button', { name: 'Post reply' }).click();
    await reviews
      .getByRole('heading', { name: `Reviews awaiting a reply (${reviewsBefore - 1})` })
      .waitFor();
    // Issue #58: the reply is confirmed with a link to it, which opens its page at the review and its reply.
    const viewIt = reviews.getByRole('status').getByRole('link', { name: /^View it on / });
    const replied = await viewIt.getAttribute('href');
    expect(await viewIt.evaluate((link) => link === document.activeElement)).toBe(true);
    // In the owner's own session: a guest may be served the page as rendered before the reply.
    const reader = await owner.context.newPage();
    await reader.goto(replied!);
    await reader
      .locator(`#${new URL(replied!, 'https://vouch.test').hash.slice(1)}`)
      .getByText(reply)
      .waitFor();
    await reader.close();

    // Issue #58: what readers reported about the shop's reviews is in the inbox too.
    await owner.page
      .getByRole('heading', { name: new RegExp(`^Reports about reviews of ${DEMO_SHOP.name}`) })
      .waitFor();

    // A question: answered in place, and it leaves the inbox.
    const questionsBefore = await waiting(questions);
    await questions
      .getByRole('button', { name: /^Answer: / })
      .first()
      .click();
    await questions
      .getByLabel(`Your answer as ${DEMO_SHOP.name}`)
      .fill('Yes: it holds a 15-inch laptop in the padded sleeve.');
    await questions.getByRole('button', { name: 'Post answer' }).click();
    await questions
      .getByRole('heading', { name: `Questions awaiting an answer (${questionsBefore - 1})` })
      .waitFor();

    // A dispute, with its deadline and what each move leads to; the shop offers something else.
    const item = disputes.getByRole('listitem').filter({
      has: owner.page.getByRole('link', {
        name: `Answer the dispute from ${DEMO_ACCOUNTS.secondReviewer.name}`,
      }),
    });
    await item.getByText(/answer by /).waitFor();
    // Issue #58: the card says the product (never the order's id), what went wrong and what is asked.
    await item
      .getByText(`opened a dispute with ${DEMO_SHOP.name} about `, { exact: false })
      .waitFor();
    expect(await item.textContent()).not.toContain(SECOND_REVIEWER_ORDER.publicId);
    await item.getByText('The item arrived damaged').waitFor();
    await item.getByText('A full refund').waitFor();
    await disputes.getByText('Offer something else:', { exact: false }).waitFor();
    await item.getByRole('link').first().click();
    await owner.page.waitForURL((url) => url.pathname === `/reviews/profile/disputes/${disputeId}`);
    await owner.page
      .getByText('The dispute goes to an arbitrator, who reads both sides and decides.', {
        exact: false,
      })
      .first()
      .waitFor();
    const offer = owner.page.getByRole('form', { name: 'Offer something else' });
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await offer.getByText('Say what you offer instead').waitFor();
    await offer
      .getByLabel('What you offer instead')
      .fill('A 30% refund, and you keep the backpack.');
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await owner.page
      .getByText('Your offer was sent. The reviewer can accept or refuse it.')
      .waitFor();
    await owner.page
      .getByRole('status')
      .getByText("Waiting for the reviewer's answer to the shop's offer")
      .waitFor();
    expect(await seriousViolations(owner.page)).toEqual([]);

    // The reviewer accepts: closed, with the offer as the remedy, and no arbitrator.
    await sam.page.goto(`/reviews/profile/disputes/${disputeId}`);
    await sam.page.getByText('The shop offers: A 30% refund, and you keep the backpack.').waitFor();
    await sam.page.getByRole('button', { name: 'Accept the offer' }).click();
    await sam.page.getByRole('button', { name: 'Yes, accept it' }).click();
    await sam.page.getByText("You accepted the shop's offer: the dispute is closed.").waitFor();
    await sam.page.getByRole('status').getByText('Closed').first().waitFor();
    await sam.page
      .getByText('What the shop must do: A 30% refund, and you keep the backpack.')
      .waitFor();
    await sam.page.getByText('Not assigned yet').waitFor();

    // Back in the inbox, the dispute is no longer waiting.
    await owner.page.goto('/reviews/shop/inbox');
    await reviews.getByRole('listitem').first().waitFor();
    expect(
      await disputes
        .getByRole('link', { name: `Answer the dispute from ${DEMO_ACCOUNTS.secondReviewer.name}` })
        .count(),
    ).toBe(0);
    // It fits a phone: nothing wider than the narrowest screen.
    for (const width of [320, 375, 414]) {
      await owner.page.setViewportSize({ width, height: 800 });
      expect([
        width,
        await owner.page.evaluate(() => document.documentElement.scrollWidth),
      ]).toEqual([width, width]);
    }
    for (const { context, errors } of [sam, owner]) {
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('offers the dispute form only orders that fit, and links an order already in dispute to its dispute', async () => {
    const sam = await newPage(browser);
    await signIn(sam.page, '', DEMO_ACCOUNTS.secondReviewer);
    const disputeId = await samsOpenDispute(sam.page);
    // The narrowest phone: the form once overflowed it (413 px at 320).
    await sam.page.setViewportSize({ width: 320, height: 800 });
    await sam.page.goto(`/reviews/stores/${DEMO_SHOP.slug}/disputes/new`);
    await expectHeading(sam.page, `Open a dispute with ${DEMO_SHOP.name}`);
    const form = sam.page.getByRole('form', { name: `Dispute with ${DEMO_SHOP.name}` });
    const options = await form
      .getByLabel('Which order is this about?')
      .locator('option')
      .allTextContents();
    expect(options).toEqual(['Choose an order']);
    await form.getByText('Already in a dispute:').waitFor();
    expect(await sam.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await form.getByRole('link').first().click();
    await sam.page.waitForURL((url) => url.pathname === `/reviews/profile/disputes/${disputeId}`);

    // Sam ordered other products than the demo backpack: its form has no order to offer.
    await sam.page.goto(
      `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}/disputes/new`,
    );
    await sam.page
      .getByText(`You have no orders of ${DEMO_PRODUCT.title} from`, { exact: false })
      .waitFor();
    expect(sam.errors).toEqual([]);
    await sam.context.close();
  }, 60_000);
});
