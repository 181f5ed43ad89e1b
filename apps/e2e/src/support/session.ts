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
