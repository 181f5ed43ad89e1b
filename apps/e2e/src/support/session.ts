import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SIGN_UP_TOKEN_PARAM } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';

/** Signs a demo account in (the demo reviewer unless told) through the login form (`search` keeps a return_to) and waits for the account menu. */
export async function signIn(
  page: Page,
  search = '',
  account: { email: string; password: string } = DEMO_ACCOUNTS.reviewer,
): Promise<void> {
  await page.goto(`/login${search}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /My Account/ }).waitFor();
}

/** The e-mail the site sent to `email` so far (its outbox, E2E_MAIL_OUTBOX), oldest first. */
function mailTo(email: string): { to: string; text: string }[] {
  const outbox = process.env.E2E_MAIL_OUTBOX!;
  return readdirSync(outbox)
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string },
    )
    .filter((message) => message.to === email);
}

/** How many e-mails `email` got so far: pass it to linkMailedTo to wait for the next one. */
export const mailCountTo = (email: string): number => mailTo(email).length;

/** The newest link of the e-mails to `email` after the first `after`, or null; with `containing`, the first link with it in that e-mail. */
function newestLinkMailedTo(email: string, containing: string, after: number): string | null {
  return (
    mailTo(email)
      .slice(after)
      .map((message) =>
        message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(containing)),
      )
      .filter((url): url is string => Boolean(url))
      .at(-1) ?? null
  );
}

/**
 * The newest link the site e-mailed to `email`, as a path on the site; with `after` (a
 * mailCountTo taken before the e-mail was asked for), of an e-mail newer than those. Mail leaves
 * through the outbox a moment after the request that queued it: this waits up to 10 s for it.
 */
export async function linkMailedTo(email: string, containing = '', after = 0): Promise<string> {
  const until = Date.now() + 10_000;
  let link = newestLinkMailedTo(email, containing, after);
  while (!link && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    link = newestLinkMailedTo(email, containing, after);
  }
  if (!link) throw new Error(`no link was mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Posts JSON from the page as its own script does, with the page's CSRF token; a new token in the answer replaces it. */
function postFromPage(page: Page, url: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': meta.content },
        body: JSON.stringify(body),
      });
      const token = ((await response.json()) as { csrf_token?: string }).csrf_token;
      if (token) meta.content = token;
      return response.status;
    },
    { url, body },
  );
}

/**
 * A new reviewer who has accepted the terms, signed in on `page`: for tests that change an
 * account (name, picture, password) without touching the demo accounts other specs rely on.
 * Signs up as a person does: the sign-up, then the link mailed to the address.
 */
export async function signUpReviewer(
  page: Page,
  name: string,
): Promise<{ email: string; password: string }> {
  const account = {
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'a long enough password',
  };
  await page.goto('/login');
  if ((await postFromPage(page, '/signup', { name, ...account })) !== 202)
    throw new Error('sign-up was refused');
  const token = new URLSearchParams((await linkMailedTo(account.email)).split('?')[1]).get(
    SIGN_UP_TOKEN_PARAM,
  )!;
  if ((await postFromPage(page, '/signup/confirm', { token })) !== 201)
    throw new Error('the sign-up link was refused');
  const status = await postFromPage(page, '/reviews/reviewer/accept_tos', { reviewer_name: name });
  if (status !== 200) throw new Error(`accepting the terms answered ${status}`);
  return account;
}

/**
 * A new reviewer signed up through the page as a person does: the sign-up form, the link mailed to
 * the address and its one button; signed in on `page` and back on home, terms not yet accepted.
 */
export async function signUpThroughForm(
  page: Page,
  name: string,
): Promise<{ email: string; password: string }> {
  const account = {
    email: `form-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'a long enough password',
  };
  await page.goto('/login');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('Your name').fill(name);
  await signUp.getByLabel('E-mail address').fill(account.email);
  await signUp.getByLabel('Choose a password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('region', { name: 'Check your e-mail' }).waitFor();
  await page.goto(await linkMailedTo(account.email));
  const finish = page.getByRole('form', { name: 'Finish creating your account' });
  await finish.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL('**/reviews');
  return account;
}

/** A new reviewer's terms step (spec §4): accepted with the name offered, and gone. */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Before you review' });
  await terms.getByLabel(/I accept the Terms of Service/).check();
  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await terms.waitFor({ state: 'detached' });
}
