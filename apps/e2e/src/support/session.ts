import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@vouch/seed';

/** Signs the demo reviewer in through the login form (`search` keeps a return_to) and waits for the account menu. */
export async function signIn(page: Page, search = ''): Promise<void> {
  await page.goto(`/login${search}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail address').fill(DEMO_ACCOUNTS.reviewer.email);
  await form.getByLabel('Password').fill(DEMO_ACCOUNTS.reviewer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /My Account/ }).waitFor();
}
