import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { acceptTerms, linkMailedTo, mailCountTo, signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-up, sign-in and sign-out', () => {
  it('round-trips through the login page and the account menu', async () => {
    const { page, context, errors } = await newPage(browser);
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/reviews');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expectHeading(page, 'Sign in');

    // An address that has an account gets the answer a new one gets (its owner is told by e-mail), so
    // sign-up tells no stranger who is registered; "Use another address" keeps what was typed.
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByLabel('Your name').fill('Erin Endtoend');
    await signUp.getByLabel('E-mail address').fill(DEMO_ACCOUNTS.reviewer.email);
    await signUp.getByLabel('Choose a password').fill('a long enough password');
    const mailedBefore = mailCountTo(DEMO_ACCOUNTS.reviewer.email);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    const sent = page.getByRole('region', { name: 'Check your e-mail' });
    expect(await sent.getByRole('status').textContent()).toBe(
      `We sent a link to ${DEMO_ACCOUNTS.reviewer.email}. Open it within 24 hours to finish creating your account.`,
    );
    expect(await linkMailedTo(DEMO_ACCOUNTS.reviewer.email, '', mailedBefore)).toBe('/login');
    await sent.getByRole('button', { name: 'Use another address' }).click();
    expect(await signUp.getByLabel('Your name').inputValue()).toBe('Erin Endtoend');

    await signUp.getByLabel('E-mail address').fill(email);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await sent
      .getByRole('status')
      .getByText(`We sent a link to ${email}.`, { exact: false })
      .waitFor();
    // The link proves the address: one button makes the account and signs the new reviewer in,
    // with no password asked again and no second sign-up form beside it (issue #58).
    await page.goto(await linkMailedTo(email));
    const finish = page.getByRole('form', { name: 'Finish creating your account' });
    await finish.getByRole('button', { name: 'Create my account' }).waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Create an account' }).count()).toBe(0);
    await finish.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL('**/reviews');
    // A new reviewer meets the terms step first.
    await acceptTerms(page);
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    // Wrong password first: the form keeps the e-mail and explains.
    await page.getByRole('link', { name: 'Sign In' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail address').fill(email);
    await signIn.getByLabel('Password').fill('not the password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').waitFor();
    expect(await signIn.getByRole('alert').textContent()).toContain('do not match');
    expect(await signIn.getByLabel('E-mail address').inputValue()).toBe(email);

    await signIn.getByLabel('Password').fill('a long enough password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/reviews');
    await page.getByRole('button', { name: /My Account/ }).waitFor();

    // The session survives a reload: the server renders the logged-in flag.
    await page.reload();
    expect(await page.locator('body').getAttribute('data-logged-in')).toBe('true');
    await page.getByRole('button', { name: /My Account/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a POST without the CSRF header', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    const refused = await page.request.post(`${origin()}/login`, {
      data: { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('csrf_failed');

    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const accepted = await page.request.post(`${origin()}/login`, {
      data: { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password },
      headers: { 'X-CSRF-Token': token ?? '' },
    });
    expect(accepted.status()).toBe(200);
    await context.close();
  });

  it('signs out from the /logout address only when its button is pressed', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page);
    await page.goto('/logout');
    await expectHeading(page, 'Sign out');
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.goto('/logout');
    await expectHeading(page, 'You are signed out');
    expect(errors).toEqual([]);
    await context.close();
  });
});
