import { request as httpRequest } from 'node:http';
import type { Browser } from 'playwright-core';
import { mailedSignInSentMessage } from '@vouch/domain';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { linkMailedTo, mailCountTo, signUpReviewer } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** One HTTP request to the site from a loopback address of our choice: the server sees it as that address. */
function requestFrom(
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const url = new URL(path, origin());
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method, localAddress, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * A stranger at `localAddress` (127.0.0.0/8 is all loopback, so each is a different address to the
 * server, with no forwarded header to trust) loads the sign-in page for its cookie and CSRF token,
 * then tries five wrong passwords for `email`; returns their statuses.
 */
async function wrongPasswordsFrom(localAddress: string, email: string): Promise<number[]> {
  const page = await requestFrom(localAddress, 'GET', '/login', { accept: 'text/html' });
  const cookie = [page.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)![1]!;
  const statuses: number[] = [];
  for (let guess = 0; guess < 5; guess++) {
    const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    statuses.push(
      (
        await requestFrom(localAddress, 'POST', '/login', headers, {
          email,
          password: `wrong guess ${localAddress} ${guess}`,
        })
      ).status,
    );
  }
  return statuses;
}

describe('signing in by e-mail (issue #28, items 1 and 3)', () => {
  it('forgot password to signed-in: the reset link sets a new password, signs in here and out everywhere else', async () => {
    const elsewhere = await newPage(browser);
    const { email, password } = await signUpReviewer(elsewhere.page, 'Rhea Resetter');

    const { page, context, errors } = await newPage(browser);
    await page.goto('/login');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail address').fill(email);
    await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
    const ask = page.getByRole('form', { name: 'Reset your password' });
    // The address typed comes along; an unknown one is answered in the same words.
    await ask.getByLabel('E-mail address').fill(`nobody-${email}`);
    await ask.getByRole('button', { name: 'E-mail me a reset link' }).click();
    const sent = page.getByRole('region', { name: 'Check your e-mail' });
    expect(await sent.getByRole('status').textContent()).toBe(
      mailedSignInSentMessage('password_reset', `nobody-${email}`),
    );
    await sent.getByRole('button', { name: 'Back to sign in' }).click();
    await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await ask.getByLabel('E-mail address').inputValue()).toBe(`nobody-${email}`);
    await ask.getByLabel('E-mail address').fill(email);
    // Its sign-up link came before: the reset link is the e-mail after it.
    const mailedBefore = mailCountTo(email);
    await ask.getByRole('button', { name: 'E-mail me a reset link' }).click();
    expect(await sent.getByRole('status').textContent()).toBe(
      mailedSignInSentMessage('password_reset', email),
    );

    await page.goto(await linkMailedTo(email, '', mailedBefore));
    await expectHeading(page, 'Choose a new password');
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    // Sign-up's policy: a refused password is announced, and what was typed stays.
    await choose.getByLabel('New password').fill('short');
    await choose.getByRole('button', { name: 'Save and sign in' }).click();
    expect(await choose.getByRole('alert').textContent()).toBe(
      'Password must be at least 8 characters',
    );
    expect(await choose.getByLabel('New password').inputValue()).toBe('short');
    await choose.getByLabel('New password').fill('password1');
    await choose.getByRole('button', { name: 'Save and sign in' }).click();
    await choose.getByRole('alert').getByText('one of the most used', { exact: false }).waitFor();
    await choose.getByLabel('New password').fill('a fresh reset passphrase');
    await choose.getByRole('button', { name: 'Save and sign in' }).click();
    await page.waitForURL('**/reviews');
    await page.getByRole('button', { name: /My Account/ }).waitFor();

    // The other browser is signed out; the old password no longer works, the new one does.
    await elsewhere.page.reload();
    await elsewhere.page.getByRole('link', { name: 'Sign In' }).waitFor();
    const again = elsewhere.page;
    await again.goto('/login');
    const form = again.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await form.getByRole('alert').getByText('do not match', { exact: false }).waitFor();
    await form.getByLabel('Password').fill('a fresh reset passphrase');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await again.getByRole('button', { name: /My Account/ }).waitFor();

    // The link worked once.
    await page.goto(await linkMailedTo(email, '', mailedBefore));
    await choose.getByLabel('New password').fill('yet another passphrase');
    await choose.getByRole('button', { name: 'Save and sign in' }).click();
    await choose
      .getByRole('alert')
      .getByText('This link has expired or was used already.', { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
    expect(elsewhere.errors).toEqual([]);
    await Promise.all([context.close(), elsewhere.context.close()]);
  });

  it('signed in by e-mail link after 100 wrong passwords from 20 addresses', async () => {
    const signUp = await newPage(browser);
    const { email, password } = await signUpReviewer(signUp.page, 'Lina Locked');
    await signUp.context.close();

    // A hundred password checks at scrypt's full cost: minutes on a busy machine, hence the long timeout.
    const strangers = Array.from({ length: 20 }, (_, index) => `127.0.0.${11 + index}`);
    const statuses = await Promise.all(
      strangers.map((address) => wrongPasswordsFrom(address, email)),
    );
    expect(statuses.flat()).toEqual(Array(100).fill(401));

    const { page, context, errors } = await newPage(browser);
    await page.goto('/login');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail address').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    const refusal = signIn.getByRole('alert');
    await refusal
      .getByText('Sign in with a link we e-mail you instead', { exact: false })
      .waitFor();

    await signIn.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const ask = page.getByRole('form', { name: 'Sign in with an e-mail link' });
    expect(await ask.getByLabel('E-mail address').inputValue()).toBe(email);
    const mailedBefore = mailCountTo(email);
    await ask.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    expect(
      await page
        .getByRole('region', { name: 'Check your e-mail' })
        .getByRole('status')
        .textContent(),
    ).toBe(mailedSignInSentMessage('sign_in', email));

    await page.goto(await linkMailedTo(email, '', mailedBefore));
    const open = page.getByRole('form', { name: 'Sign in with your e-mail link' });
    await open.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/reviews');
    await page.getByRole('button', { name: /My Account/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
