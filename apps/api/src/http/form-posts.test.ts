import { sql } from 'kysely';
import { meResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, TestBrowser, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sessionsOf = async (email: string) =>
  (
    await sql<{ count: number }>`select count(*)::int as count from sessions s
      join users u on u.id = s.user_id where u.email = ${email}`.execute(testApp.database.db)
  ).rows[0]!.count;

const signInFields = (password: string, returnTo = '/reviews/stores/harbor-outfitters') => ({
  email: DEMO_ACCOUNTS.reviewer.email,
  password,
  return_to: returnTo,
});

describe('the sign-in form without script (issue #58 item 2)', () => {
  it('signs in and goes on to a same-site return_to, never to another site', async () => {
    const browser = new TestBrowser(testApp.app);
    const signedIn = await browser.postForm(
      '/login',
      signInFields(DEMO_ACCOUNTS.reviewer.password),
    );
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/reviews/stores/harbor-outfitters');
    expect(browser.cookie('vouch_session')).toBeDefined();
    const me = meResponseSchema.parse((await browser.get('/reviews/me.json')).json());
    expect(me.reviewer?.name).toBe(DEMO_ACCOUNTS.reviewer.name);

    const elsewhere = await new TestBrowser(testApp.app).postForm(
      '/login',
      signInFields(DEMO_ACCOUNTS.reviewer.password, '//evil.example/x'),
    );
    expect(elsewhere.headers.location).toBe('/reviews');
  });

  it('goes back to the sign-in page with the address typed and why, never the password', async () => {
    const browser = new TestBrowser(testApp.app);
    const before = await sessionsOf(DEMO_ACCOUNTS.reviewer.email);
    const refused = await browser.postForm('/login', signInFields('not the password'));
    expect(refused.statusCode).toBe(303);
    const back = new URL(refused.headers.location as string, 'http://vouch.test');
    expect(back.pathname).toBe('/login');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      return_to: '/reviews/stores/harbor-outfitters',
      email: DEMO_ACCOUNTS.reviewer.email,
      sign_in_error: 'invalid_credentials',
    });
    expect(browser.cookie('vouch_session')).toBeUndefined();
    expect(await sessionsOf(DEMO_ACCOUNTS.reviewer.email)).toBe(before);

    const empty = await browser.postForm('/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/login?sign_in_error=bad_request');
  });

  it('refuses a form another site posts, or one whose browser names no origin', async () => {
    const before = await sessionsOf(DEMO_ACCOUNTS.reviewer.email);
    for (const from of ['cross-site', 'unnamed'] as const) {
      const browser = new TestBrowser(testApp.app);
      const refused = await browser.postForm(
        '/login',
        signInFields(DEMO_ACCOUNTS.reviewer.password),
        from,
      );
      expect(refused.statusCode).toBe(303);
      expect(
        new URL(refused.headers.location as string, 'http://vouch.test').searchParams.get(
          'sign_in_error',
        ),
      ).toBe('csrf_failed');
      expect(browser.cookie('vouch_session')).toBeUndefined();
    }
    expect(await sessionsOf(DEMO_ACCOUNTS.reviewer.email)).toBe(before);
  });

  it('still answers a script JSON, with its CSRF token', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const signedIn = await browser.send('POST', '/login', {
      email: DEMO_ACCOUNTS.reviewer.email,
      password: DEMO_ACCOUNTS.reviewer.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().reviewer).toBeDefined();
  });
});

describe('the cookie bar without script', () => {
  it('sets the choice as the bar would and goes back to the page', async () => {
    const browser = new TestBrowser(testApp.app);
    const chosen = await browser.postForm('/reviews/cookie-consent', {
      choice: 'necessary',
      return_to: '/reviews/search?q=backpack',
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/reviews/search?q=backpack');
    expect(browser.cookie('vouch_cookie_consent')).toBe('false');
    await browser.postForm('/reviews/cookie-consent', { choice: 'accept', return_to: '/reviews' });
    expect(browser.cookie('vouch_cookie_consent')).toBe('true');
  });

  it('sets nothing for another site, or for a choice it does not know', async () => {
    const browser = new TestBrowser(testApp.app);
    const crossSite = await browser.postForm(
      '/reviews/cookie-consent',
      { choice: 'accept', return_to: '/reviews' },
      'cross-site',
    );
    expect(crossSite.statusCode).toBe(303);
    expect(crossSite.headers.location).toBe('/reviews');
    const unknown = await browser.postForm('/reviews/cookie-consent', {
      choice: 'everything',
      return_to: 'https://evil.example/',
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/reviews');
    expect(browser.cookie('vouch_cookie_consent')).toBeUndefined();
  });
});
