import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import { errorResponseSchema, meResponseSchema, sessionResponseSchema, signUpResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { createTestApp, signedInBrowser, signUpThroughLink, signUpTokenFor, TestBrowser, type TestApp } from '../../testing/test-app';
import { MAX_SIGN_UPS_PER_IP } from './sign-up-attempt-repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signUpRequestCount = async () =>
  (await sql<{ count: number }>`select count(*)::int as count from sign_up_requests`.execute(testApp.database.db)).rows[0]!.count;
const userCount = async () => (await sql<{ count: number }>`select count(*)::int as count from users`.execute(testApp.database.db)).rows[0]!.count;

describe('sign-up, sign-in and sign-out', () => {
  it("stores passwords with scrypt at OWASP's cost (N=2^17, r=8, p=1) unless told otherwise, and makes an older hash again at the next sign-in", async () => {
    // The test apps hash cheaply (PASSWORD_HASHING=fast-for-tests): here is a deployment's default.
    const config = { ...configFromEnv({ SERVE_SITE: 'false', PUBLIC_ORIGIN: 'http://vouch.test' }), serveSite: false };
    const app = await buildApp({ config, database: testApp.database, logger: false, mailer: { send: async (message) => void testApp.outbox.push(message) } });
    try {
      const browser = new TestBrowser(app);
      const account = { name: 'Casey Cost', email: 'casey.cost@example.com', password: 'violet lantern harbour' };
      await signUpThroughLink({ ...testApp, app }, browser, account);
      const storedHash = async () =>
        (await sql<{ password_hash: string }>`select password_hash from users where email = ${account.email}`.execute(testApp.database.db)).rows[0]!
          .password_hash;
      expect(await storedHash()).toMatch(/^scrypt\$131072\$8\$1\$/);

      // A hash from before the cost was raised (N=2^14), as older accounts hold.
      const salt = randomBytes(16);
      const oldHash = [
        'scrypt',
        16384,
        8,
        1,
        salt.toString('base64url'),
        scryptSync(account.password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url'),
      ].join('$');
      await sql`update users set password_hash = ${oldHash} where email = ${account.email}`.execute(testApp.database.db);
      const guesser = new TestBrowser(app, { remoteAddress: '198.51.100.77' });
      await guesser.open('/login');
      expect((await guesser.send('POST', '/login', { email: account.email, password: 'not the password' })).statusCode).toBe(401);
      expect(await storedHash()).toBe(oldHash);

      expect((await browser.send('POST', '/login', { email: account.email, password: account.password })).statusCode).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(upgraded).not.toBe(oldHash);
      const again = new TestBrowser(app);
      await again.open('/login');
      expect((await again.send('POST', '/login', { email: account.email, password: account.password })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('round-trips: sign up, open the link sent, be signed in, sign out, sign in again', async () => {
    const browser = new TestBrowser(testApp.app);
    const page = await browser.open('/login');
    expect(page.statusCode).toBe(200);
    expect(browser.csrfToken).not.toBe('');

    const before = await userCount();
    const sent = await browser.send('POST', '/signup', { name: 'Robin Reviewer', email: 'Robin@Example.com ', password: 'correct horse battery' });
    expect(sent.statusCode).toBe(202);
    expect(signUpResponseSchema.parse(sent.json()).message).toBe(
      'We sent a link to robin@example.com. Open it within 24 hours to finish creating your account.',
    );
    // No account, and no sign-in, until the link is opened.
    expect(await userCount()).toBe(before);
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer).toBeNull();
    const mail = testApp.outbox.at(-1)!;
    expect(mail).toMatchObject({ to: 'robin@example.com', subject: 'Finish creating your Vouch account' });
    const token = signUpTokenFor(testApp.outbox, 'robin@example.com')!;
    expect(mail.text).toContain(`http://vouch.test/login?confirm=${token}`);

    // The link asks for the password chosen at sign-up: a stranger who signed up with this address cannot have its owner finish it.
    const wrong = await browser.send('POST', '/signup/confirm', { token, password: 'a stranger password' });
    expect(wrong.statusCode).toBe(400);
    expect(errorResponseSchema.parse(wrong.json()).error.fields).toEqual({ password: 'Not the password chosen at sign-up' });
    expect(await userCount()).toBe(before);

    const signUp = await browser.send('POST', '/signup/confirm', { token, password: 'correct horse battery' });
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

  it('GET /logout signs no one out (a link or an image elsewhere could): it answers the page whose button posts it', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password });
    const response = await browser.open('/logout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sign out');
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.name).toBe(DEMO_ACCOUNTS.reviewer.name);
  });

  it("ends the browser's earlier session when it signs in again (a planted session token is worth nothing after)", async () => {
    const sessionsOf = async (email: string) =>
      (
        await sql<{ count: number }>`select count(*)::int as count from sessions s join users u on u.id = s.user_id where u.email = ${email}`.execute(
          testApp.database.db,
        )
      ).rows[0]!.count;
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.arbitrator.email, password: DEMO_ACCOUNTS.arbitrator.password });
    const afterFirst = await sessionsOf(DEMO_ACCOUNTS.arbitrator.email);
    expect((await browser.send('POST', '/login', { email: DEMO_ACCOUNTS.arbitrator.email, password: DEMO_ACCOUNTS.arbitrator.password })).statusCode).toBe(200);
    expect(await sessionsOf(DEMO_ACCOUNTS.arbitrator.email)).toBe(afterFirst);
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

  it('refuses DELETE and PATCH without the header too, and the review stays as it was', async () => {
    const author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const reviewState = async () =>
      (
        await sql<{ deleted: boolean }>`select deleted_at is not null as deleted from reviews where public_id = ${SECOND_REVIEWER_DRAFT.publicId}`.execute(
          testApp.database.db,
        )
      ).rows[0];
    expect(await reviewState()).toEqual({ deleted: false });
    const deleted = await author.send('DELETE', `/reviews/reviewer/reviews/${SECOND_REVIEWER_DRAFT.publicId}`, undefined, { csrf: false });
    expect(deleted.statusCode).toBe(403);
    expect(errorResponseSchema.parse(deleted.json()).error.code).toBe('csrf_failed');
    expect(await reviewState()).toEqual({ deleted: false });
    const patched = await author.send('PATCH', '/reviews/profile/reviewers/0', { reviewer: { rs_currency: 'EUR' } }, { csrf: false });
    expect(patched.statusCode).toBe(403);
    expect(errorResponseSchema.parse(patched.json()).error.code).toBe('csrf_failed');
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

  it('mails a sign-up link that returns to where sign-up began, and never off the site (issue #29)', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const from = '/reviews/stores/harbor-outfitters?page=2';
    for (const [email, returnTo, expected] of [
      ['from-shop@example.com', from, from],
      ['from-evil@example.com', '//evil.example/x', '/reviews'],
    ] as const) {
      expect(
        (await browser.send('POST', '/signup', { name: 'Robin Returner', email, password: 'correct horse battery', return_to: returnTo })).statusCode,
      ).toBe(202);
      const link = new URL(testApp.outbox.at(-1)!.text.match(/http:\/\/vouch\.test\S+/)![0]);
      expect(link.pathname).toBe('/login');
      expect(link.searchParams.get('return_to')).toBe(expected);
    }
  });

  it('refuses the most used passwords at sign-up and on a password change, whatever their case, and changes nothing', async () => {
    const before = await userCount();
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    for (const password of ['password1', 'Iloveyou', 'qwertyuiop', 'baseball']) {
      const response = await browser.send('POST', '/signup', { name: 'Common', email: 'common@example.com', password });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.fields?.password).toMatch(
        /^That password is one of the most used.*\. Try three or four unrelated words/,
      );
    }
    expect(await userCount()).toBe(before);

    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const hash = () => sql`select password_hash from users where email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(testApp.database.db);
    const hashBefore = (await hash()).rows;
    for (const new_password of ['sunshine', 'danademo1', DEMO_ACCOUNTS.reviewer.email]) {
      const change = await dana.send('PUT', '/reviews/profile/password', { current_password: DEMO_ACCOUNTS.reviewer.password, new_password });
      expect([new_password, change.statusCode]).toEqual([new_password, 400]);
      expect(errorResponseSchema.parse(change.json()).error.fields?.new_password).toMatch(/guessed/);
    }
    expect((await hash()).rows).toEqual(hashBefore);
  });

  it('refuses passwords zxcvbn finds easy to guess, with the site’s words and the person’s name and address tried first, saying why and what works', async () => {
    const before = await userCount();
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const person = { name: 'Marguerite Quennell', email: 'marguerite.quennell@example.net' };
    const refusals: [string, RegExp][] = [
      ['aaaaaaaa', /Repeated characters/],
      ['vouchreviews1', /this site's own words/],
      ['Vouchreviews!', /this site's own words/],
      ['margueritequennell', /your name/],
      ['Marguerite Quennell', /your name/],
      ['marguerite.quennell@example.net', /your e-mail address/],
      ['quennell2026', /guessed/],
    ];
    for (const [password, why] of refusals) {
      const response = await browser.send('POST', '/signup', { ...person, password });
      const { error } = errorResponseSchema.parse(response.json());
      expect([password, response.statusCode]).toEqual([password, 400]);
      expect(error.fields?.password).toMatch(why);
      expect(error.fields?.password).toMatch(/Try three or four unrelated words, or a longer phrase only you would think of$/);
      expect(error.message).toBe(`${error.fields?.password}.`);
    }
    expect(await userCount()).toBe(before);
    expect(await sql`select 1 from sign_up_requests where email = ${person.email}`.execute(testApp.database.db)).toMatchObject({ rows: [] });

    const strong = await browser.send('POST', '/signup', { ...person, password: 'violet lantern harbour quietly' });
    expect(strong.statusCode).toBe(202);
    // The words that are weak for this person are fine for another.
    const other = await browser.send('POST', '/signup', { name: 'Ada Lovelace', email: 'ada@example.org', password: 'Marguerite Quennell sings' });
    expect(other.statusCode).toBe(202);
  });

  it('answers an e-mail that already has an account exactly as a new one, and tells its owner instead (issue #19)', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.20' });
    await browser.open('/login');
    const fresh = await browser.send('POST', '/signup', { name: 'Fresh', email: 'fresh-address@example.com', password: 'another password' });
    const before = { users: await userCount(), requests: await signUpRequestCount() };
    const taken = await browser.send('POST', '/signup', { name: 'Copy', email: DEMO_ACCOUNTS.reviewer.email, password: 'another password' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({
      message: signUpResponseSchema.parse(fresh.json()).message.replace('fresh-address@example.com', DEMO_ACCOUNTS.reviewer.email),
    });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect({ users: await userCount(), requests: await signUpRequestCount() }).toEqual(before);
    expect(testApp.outbox.at(-1)).toMatchObject({ to: DEMO_ACCOUNTS.reviewer.email, subject: 'You already have a Vouch account' });
    expect(signUpTokenFor([testApp.outbox.at(-1)!], DEMO_ACCOUNTS.reviewer.email)).toBeNull();
  });

  it('makes the account once: a used, unknown or expired link answers 400, a second link for a taken address 409, creating nothing', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.21' });
    await browser.open('/login');
    const account = { name: 'Twice Linked', email: 'twice@example.com', password: 'violet lantern harbour' };
    await browser.send('POST', '/signup', account);
    const first = signUpTokenFor(testApp.outbox, account.email)!;
    await browser.send('POST', '/signup', account);
    const second = signUpTokenFor(testApp.outbox, account.email)!;
    expect((await browser.send('POST', '/signup/confirm', { token: first, password: account.password })).statusCode).toBe(201);
    const before = await userCount();
    const used = await browser.send('POST', '/signup/confirm', { token: first, password: account.password });
    expect(used.statusCode).toBe(400);
    expect(errorResponseSchema.parse(used.json()).error.message).toBe('This link has expired or was used already. Sign up again to get a new one.');
    expect((await browser.send('POST', '/signup/confirm', { token: 'not-a-token', password: account.password })).statusCode).toBe(400);
    expect((await browser.send('POST', '/signup/confirm', { token: second, password: account.password })).statusCode).toBe(409);
    expect(await userCount()).toBe(before);

    await browser.send('POST', '/signup', { ...account, email: 'late@example.com' });
    const late = signUpTokenFor(testApp.outbox, 'late@example.com')!;
    await sql`update sign_up_requests set expires_at = now() - interval '1 minute' where email = 'late@example.com'`.execute(testApp.database.db);
    expect((await browser.send('POST', '/signup/confirm', { token: late, password: account.password })).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('lets one address open ten accounts an hour, taken e-mails counted, then answers 429 and creates nothing', async () => {
    const fromAddress = async (remoteAddress: string) => {
      const browser = new TestBrowser(testApp.app, { remoteAddress });
      await browser.open('/login');
      return browser;
    };
    const factory = await fromAddress('203.0.113.50');
    const signUp = (index: number) =>
      factory.send('POST', '/signup', { name: `Factory ${index}`, email: `factory-${index}@example.com`, password: 'violet lantern harbour' });
    expect((await factory.send('POST', '/signup', { name: 'Copy', email: DEMO_ACCOUNTS.reviewer.email, password: 'another password' })).statusCode).toBe(202);
    for (let index = 1; index < MAX_SIGN_UPS_PER_IP; index += 1) expect((await signUp(index)).statusCode).toBe(202);
    const before = await signUpRequestCount();
    const refused = await signUp(MAX_SIGN_UPS_PER_IP);
    expect(refused.statusCode).toBe(429);
    expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
      'Too many new accounts from your network. Please wait an hour and try again, or sign in to an account you have.',
    );
    expect(await signUpRequestCount()).toBe(before);
    // Another address is not held up by this one.
    const neighbour = await fromAddress('203.0.113.51');
    expect(
      (await neighbour.send('POST', '/signup', { name: 'Neighbour', email: 'neighbour@example.com', password: 'violet lantern harbour' })).statusCode,
    ).toBe(202);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.sendRaw('POST', '/login', '{not json', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe('The request body is not valid JSON.');
  });
});
