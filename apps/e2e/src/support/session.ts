import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@vouch/seed';

/** Signs a demo account in (the demo reviewer unless told) through the login form (`search` keeps a return_to) and waits for the account menu. */
export async function signIn(page: Page, search = '', account: { email: string; password: string } = DEMO_ACCOUNTS.reviewer): Promise<void> {
  await page.goto(`/login${search}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /My Account/ }).waitFor();
}

/**
 * A new reviewer who has accepted the terms, signed in on `page`: for tests that change an
 * account (name, picture, password) without touching the demo accounts other specs rely on.
 */
export async function signUpReviewer(page: Page, name: string): Promise<{ email: string; password: string }> {
  const account = { email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'a long enough password' };
  await page.goto('/login');
  const status = await page.evaluate(
    async ({ name, email, password }) => {
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content },
          body: JSON.stringify(body),
        });
      const signedUp = await post('/signup', { name, email, password });
      const { csrf_token } = (await signedUp.json()) as { csrf_token: string };
      document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content = csrf_token;
      return (await post('/reviews/reviewer/accept_tos', { reviewer_name: name })).status;
    },
    { name, ...account },
  );
  if (status !== 200) throw new Error(`accepting the terms answered ${status}`);
  return account;
}
