import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in and sign-up safety (issue #28)', () => {
  it('signs in from a return_to that would leave the site and lands home, with no error on the page', async () => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page, '?return_to=/%5Cevil.example/x');
    await page.waitForURL((url) => url.pathname === '/reviews');
    // Signed in already, the same link sends the browser home at once.
    await page.goto('/login?return_to=/%5Cevil.example/x');
    await page.waitForURL((url) => url.pathname === '/reviews');
    await page.goto(`/login?return_to=${encodeURIComponent('/reviews/feed')}`);
    await page.waitForURL((url) => url.pathname === '/reviews/feed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows why a password made of the site’s words is refused at sign-up, and what would work', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/login');
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByLabel('Your name').fill('Wren Weakpass');
    await signUp.getByLabel('E-mail address').fill(`weak-${Date.now()}@example.com`);
    await signUp.getByLabel('Choose a password').fill('vouchreviews1');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByText("this site's own words", { exact: false }).first().waitFor();
    await signUp.getByText('Try three or four unrelated words', { exact: false }).first().waitFor();
    expect(await signUp.getByLabel('Choose a password').inputValue()).toBe('vouchreviews1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
