import { sql } from 'kysely';
import { errorResponseSchema, meResponseSchema, sessionResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const userCount = async () =>
  (await sql<{ count: number }>`select count(*)::int as count from users`.execute(testApp.database.db)).rows[0]!.count;

describe('sign-up, sign-in and sign-out', () => {
  it('round-trips: sign up, be signed in, sign out, sign in again', async () => {
    const browser = new TestBrowser(testApp.app);
    const page = await browser.open('/login');
    expect(page.statusCode).toBe(200);
    expect(browser.csrfToken).not.toBe('');

    const signUp = await browser.send('POST', '/signup', { name: 'Robin Reviewer', email: 'Robin@Example.com ', password: 'correct horse battery' });
    expect(signUp.statusCode).toBe(201);
    const session = sessionResponseSchema.parse(signUp.json());
    expect(session.reviewer).toMatchObject({ name: 'Robin Reviewer', role: 'reviewer', reviewer_initial: 'R' });
    expect(signUp.cookies.find((cookie) => cookie.name === 'vouch_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const me = meResponseSchema.parse((await browser.get('/reviews/me.json')).json());
    expect(me.reviewer?.name).toBe('Robin Reviewer');
    expect((await browser.open('/reviews')).body).toContain('data-logged-in="true"');

    expect((await browser.send('POST', '/logout')).statusCode).toBe(200);
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer).toBeNull();
    expect((await browser.open('/reviews')).body).toContain('data-logged-in="false"');

    const signIn = await browser.send('POST', '/login', { email: 'robin@example.com', password: 'correct horse battery' });
    expect(signIn.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(signIn.json()).reviewer.name).toBe('Robin Reviewer');
  });

  it('signs in the seeded demo reviewer and arbitrator with their README passwords', async () => {
    for (const account of [DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.arbitrator]) {
      const browser = new TestBrowser(testApp.app);
      await browser.open('/login');
      const response = await browser.send('POST', '/login', { email: account.email, password: account.password });
      expect(response.statusCode).toBe(200);
      expect(sessionResponseSchema.parse(response.json()).reviewer.role).toBe(account === DEMO_ACCOUNTS.arbitrator ? 'arbitrator' : 'reviewer');
    }
  });

  it('gives a new CSRF token with each new session', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const guestToken = browser.csrfToken;
    await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password });
    expect(browser.csrfToken).not.toBe(guestToken);
    expect((await browser.send('POST', '/logout', undefined)).statusCode).toBe(200);
  });

  it('GET /logout signs out and goes home', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password });
    const response = await browser.get('/logout');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/reviews');
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer).toBeNull();
  });
});

describe('CSRF (spec §7: post, put and delete carry X-CSRF-Token)', () => {
  it('refuses a POST without the header with 403 and a message', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('csrf_failed');
  });

  it("refuses another session's token", async () => {
    const first = new TestBrowser(testApp.app);
    const second = new TestBrowser(testApp.app);
    await first.open('/login');
    await second.open('/login');
    second.csrfToken = first.csrfToken;
    expect((await second.send('POST', '/logout')).statusCode).toBe(403);
  });
});

describe('bad input loses nothing', () => {
  it('answers 400 with each bad field and creates no account', async () => {
    const before = await userCount();
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.send('POST', '/signup', { name: '', email: 'nope', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { error } = errorResponseSchema.parse(response.json());
    expect(error.fields).toEqual({ name: 'Please enter your name', email: 'Invalid email address', password: 'Password must be at least 8 characters' });
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.send('POST', '/signup', { name: 'Copy', email: DEMO_ACCOUNTS.reviewer.email, password: 'another password' });
    expect(response.statusCode).toBe(409);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/already exists/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.sendRaw('POST', '/login', '{not json', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe('The request body is not valid JSON.');
  });
});

describe('sign-in rate limit', () => {
  it('answers 401 for a wrong password, then 429 after five failures for one e-mail', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const attempt = () => browser.send('POST', '/login', { email: 'limited@example.com', password: 'wrong password' });
    for (let index = 0; index < 5; index++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json()).error.message).toMatch(/wait 15 minutes/);
  });
});
