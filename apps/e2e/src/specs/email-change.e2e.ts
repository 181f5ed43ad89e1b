import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { linkMailedTo, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('changing the sign-in e-mail (issue #28, item 2)', () => {
  it('is confirmed by the link mailed to the new address, and only then', async () => {
    const { page, context, errors } = await newPage(browser);
    const { email, password } = await signUpReviewer(page, 'Mia Mover');
    const next = `moved-${email}`;
    await page.goto('/reviews/profile/edit');
    await expectHeading(page, 'Edit your profile');
    const form = page.getByRole('form', { name: 'Sign-in e-mail' });
    await form.getByLabel('New e-mail address').fill(next);
    await form.getByLabel('Current password').fill(password);
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent
      .getByText(
        `Check your inbox. We sent a link to ${next}. Your e-mail changes when you open it`,
        { exact: false },
      )
      .waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
    await form.getByText(`Waiting for confirmation of ${next}`, { exact: false }).waitFor();
    expect(await form.getByText(`Now: ${email}`).count()).toBe(1);

    await page.goto(await linkMailedTo(next));
    await expectHeading(page, 'Confirm your new e-mail address');
    const confirm = page.getByRole('form', { name: 'Confirm your new e-mail address' });
    await confirm.getByRole('button', { name: 'Confirm new e-mail address' }).click();
    expect(await confirm.getByRole('status').textContent()).toBe(
      `Your e-mail address is changed: you now sign in with ${next}.`,
    );
    await confirm.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByRole('form', { name: 'Sign-in e-mail' }).getByText(`Now: ${next}`).waitFor();

    // The link works once.
    await page.goto(await linkMailedTo(next));
    await confirm.getByRole('button', { name: 'Confirm new e-mail address' }).click();
    expect(await confirm.getByRole('alert').textContent()).toBe(
      'This link was used already, or the change was undone.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
