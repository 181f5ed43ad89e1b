import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { notificationChoiceLabel } from '@vouch/domain';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading, seriousViolations } from '../support/page-expectations';
import { linkMailedTo, signIn, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const productPath = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;

describe('notifications by e-mail (issue #29 item 6)', () => {
  it("tells an asker of the shop's answer, and its unsubscribe link stops that kind, as the edit page then shows", async () => {
    const asker = await newPage(browser);
    const { email } = await signUpReviewer(asker.page, 'Nell Notified');
    const question = `Is the strap adjustable? (${Date.now()})`;
    await asker.page.goto(productPath);
    const ask = asker.page.getByRole('form', { name: 'Ask a question' });
    await ask.getByLabel(`Your question about ${DEMO_PRODUCT.title}`).fill(question);
    await ask.getByRole('button', { name: 'Ask' }).click();
    await asker.page.getByRole('status').filter({ hasText: 'your question is up' }).waitFor();

    const owner = await newPage(browser);
    await signIn(owner.page, '', DEMO_ACCOUNTS.shopOwner);
    await owner.page.goto(productPath);
    const waiting = owner.page
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .filter({ hasText: question });
    await waiting.getByRole('button', { name: `Answer: ${question}` }).click();
    await waiting
      .getByLabel(`Your answer as ${DEMO_SHOP.name}`)
      .fill('Yes, from 80 to 140 centimetres.');
    await waiting.getByRole('button', { name: 'Post answer' }).click();
    await waiting.getByText('A: Yes, from 80 to 140 centimetres.').waitFor();
    await owner.context.close();

    // The e-mail's first link opens the product's questions, with the answer (a new tab, as from a mail app).
    const mailTab = await asker.context.newPage();
    await mailTab.goto(await linkMailedTo(email, DEMO_PRODUCT.handle));
    const asked = mailTab
      .getByRole('list', { name: 'Questions' })
      .getByRole('listitem')
      .filter({ hasText: question });
    await asked.getByText('A: Yes, from 80 to 140 centimetres.').waitFor();

    // Its unsubscribe link, opened signed out as from a phone's mail app.
    const elsewhere = await newPage(browser);
    await elsewhere.page.goto(await linkMailedTo(email, '/notifications/unsubscribe'));
    await expectHeading(elsewhere.page, 'Stop e-mails');
    await elsewhere.page
      .getByText('Stop e-mails about answers to your questions?', { exact: false })
      .waitFor();
    await elsewhere.page.getByRole('button', { name: 'Unsubscribe' }).click();
    expect(await elsewhere.page.getByRole('status').textContent()).toBe(
      "You will get no more e-mails about answers to your questions. You can turn them back on from your profile's edit page.",
    );
    expect(elsewhere.errors).toEqual([]);
    await elsewhere.context.close();

    await asker.page.goto('/reviews/profile/edit');
    await expectHeading(asker.page, 'Edit your profile');
    const choices = asker.page.getByRole('group', { name: 'E-mails from Vouch' });
    const answers = choices.getByRole('checkbox', {
      name: notificationChoiceLabel('question_answers'),
    });
    await answers.waitFor();
    expect(await answers.isChecked()).toBe(false);
    expect(
      await choices
        .getByRole('checkbox', { name: notificationChoiceLabel('dispute_moves') })
        .isChecked(),
    ).toBe(true);
    // Ticked again from the edit page, kept after a reload.
    await answers.check();
    await choices.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await asker.page.reload();
    await choices
      .getByRole('checkbox', { name: notificationChoiceLabel('question_answers') })
      .waitFor();
    expect(
      await choices
        .getByRole('checkbox', { name: notificationChoiceLabel('question_answers') })
        .isChecked(),
    ).toBe(true);
    expect(await seriousViolations(asker.page)).toEqual([]);
    expect(asker.errors).toEqual([]);
    await asker.context.close();
  });
});
