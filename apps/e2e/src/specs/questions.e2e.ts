import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading, seriousViolations } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const productPath = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;

describe('questions and answers (issue #18, item 6)', () => {
  it('lets a shopper ask about a product, shows it at once as unanswered, and lets the shop answer it', async () => {
    const question = `Does it fit a 15-inch laptop? (${Date.now()})`;
    const guest = await newPage(browser);
    await guest.page.goto(productPath);
    await expectHeading(guest.page, DEMO_PRODUCT.title);
    await guest.page.getByRole('link', { name: 'Sign in to ask a question' }).waitFor();
    await guest.context.close();

    const shopper = await newPage(browser);
    await signIn(shopper.page, '', DEMO_ACCOUNTS.secondReviewer);
    await shopper.page.goto(productPath);
    const ask = shopper.page.getByRole('form', { name: 'Ask a question' });
    // Too short: the rule answers before anything is sent, and the words stay.
    await ask.getByLabel(`Your question about ${DEMO_PRODUCT.title}`).fill('Fits A4?');
    await ask.getByRole('button', { name: 'Ask' }).click();
    await ask
      .getByText('Please write at least 10 characters in your question (it has 8)')
      .waitFor();
    await ask.getByLabel(`Your question about ${DEMO_PRODUCT.title}`).fill(question);
    await ask.getByRole('button', { name: 'Ask' }).click();
    await shopper.page.getByRole('status').filter({ hasText: 'your question is up' }).waitFor();
    const asked = shopper.page
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .filter({ hasText: question });
    await asked.getByText('Not answered yet').waitFor();
    expect(await ask.getByLabel(`Your question about ${DEMO_PRODUCT.title}`).inputValue()).toBe('');
    expect(await seriousViolations(shopper.page)).toEqual([]);

    const owner = await newPage(browser);
    await signIn(owner.page, '', DEMO_ACCOUNTS.shopOwner);
    await owner.page.goto(productPath);
    // The shop's team answers; it does not ask.
    const waiting = owner.page
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .filter({ hasText: question });
    await waiting.getByRole('button', { name: `Answer: ${question}` }).click();
    expect(await owner.page.getByRole('form', { name: 'Ask a question' }).count()).toBe(0);
    await waiting
      .getByLabel(`Your answer as ${DEMO_SHOP.name}`)
      .fill('Yes, laptops up to 15.6 inches fit the padded sleeve.');
    await waiting.getByRole('button', { name: 'Post answer' }).click();
    await waiting.getByText('A: Yes, laptops up to 15.6 inches fit the padded sleeve.').waitFor();
    expect(await waiting.getByText('Not answered yet').count()).toBe(0);

    // The asker sees the answer on reload.
    await shopper.page.reload();
    await asked.getByText(`${DEMO_SHOP.name} (the store)`).waitFor();
    expect(shopper.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
    await shopper.context.close();
    await owner.context.close();
  });
});
