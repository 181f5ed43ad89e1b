import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import {
  errorResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
  signUpConfirmResponseSchema,
  signUpResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import {
  appOnTestDatabase,
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  signUpTokenFor,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const userCount = async () =>
  (
    await sql<{ count: number }>`select count(*)::int as count from users`.execute(
      testApp.database.db,
    )
  ).rows[0]!.count;

describe('sign-up, sign-in and sign-out', () => {
  it("stores passwords with scrypt at OWASP's cost (N=2^17, r=8, p=1) unless told otherwise, and makes an older hash again at the next sign-in", async () => {
    // The test apps hash cheaply (PASSWORD_HASHING=fast-for-tests): here is a deployment's default.
    const app = await appOnTestDatabase(testApp, {
      mailer: { send: async (message) => void testApp.outbox.push(message) },
    });
    try {
      const browser = new TestBrowser(app);
      const account = {
        name: 'Casey Cost',
        email: 'casey.cost@example.com',
        password: 'violet lantern harbour',
      };
      await signUpThroughLink({ ...testApp, app }, browser, account);
      const storedHash = async () =>
        (
          await sql<{
            password_hash: string;
          }>`select password_hash from users where email = ${account.email}`.execute(
            testApp.database.db,
          )
        ).rows[0]!.password_hash;
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
      await sql`update users set password_hash = ${oldHash} where email = ${account.email}`.execute(
        testApp.database.db,
      );
      const guesser = new TestBrowser(app, { remoteAddress: '198.51.100.77' });
      await guesser.open('/login');
      expect(
        (
          await guesser.send('POST', '/login', {
            email: account.email,
            password: 'not the password',
          })
        ).statusCode,
      ).toBe(401);
      expect(await storedHash()).toBe(oldHash);

      expect(
        (await browser.send('POST', '/login', { email: account.email, password: account.password }))
          .statusCode,
      ).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(upgraded).not.toBe(oldHash);
      const again = new TestBrowser(app);
      await again.open('/login');
      expect(
        (await again.send('POST', '/login', { email: account.email, password: account.password }))
          .statusCode,
      ).toBe(200);
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
    const sent = await browser.send('POST', '/signup', {
      name: 'Robin Reviewer',
      email: 'Robin@Example.com ',
      password: 'correct horse battery',
    });
    expect(sent.statusCode).toBe(202);
    expect(signUpResponseSchema.parse(sent.json()).message).toBe(
      'We sent a link to robin@example.com. Open it within 24 hours to finish creating your account.',
    );
    // No account, and no sign-in, until the link is opened.
    expect(await userCount()).toBe(before);
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer,
    ).toBeNull();
    const mail = testApp.outbox.at(-1)!;
    expect(mail).toMatchObject({
      to: 'robin@example.com',
      subject: 'Finish creating your Vouch account',
    });
    const token = signUpTokenFor(testApp.outbox, 'robin@example.com')!;
    expect(mail.text).toContain(`http://vouch.test/login?confirm=${token}`);

    // The link is the proof: opened in the browser that signed up, it makes the account with the
    // password chosen then and signs it in, asking nothing again (issue #58).
    const signUp = await browser.send('POST', '/signup/confirm', { token });
    expect(signUp.statusCode).toBe(201);
    const session = signUpConfirmResponseSchema.parse(signUp.json());
    expect(session.password_kept).toBe(true);
    expect(session.reviewer).toMatchObject({
      name: 'Robin Reviewer',
      role: 'reviewer',
      reviewer_initial: 'R',
    });
    expect(signUp.cookies.find((cookie) => cookie.name === 'vouch_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    const me = meResponseSchema.parse((await browser.get('/reviews/me.json')).json());
    expect(me.reviewer?.name).toBe('Robin Reviewer');
    expect((await browser.open('/reviews')).body).toContain('data-logged-in="true"');

    expect((await browser.send('POST', '/logout')).statusCode).toBe(200);
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer,
    ).toBeNull();
    expect((await browser.open('/reviews')).body).toContain('data-logged-in="false"');

    const signIn = await browser.send('POST', '/login', {
      email: 'robin@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(signIn.json()).reviewer.name).toBe('Robin Reviewer');
  });

  it('signs in the seeded demo reviewer and arbitrator with their README passwords', async () => {
    for (const account of [DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.arbitrator]) {
      const browser = new TestBrowser(testApp.app);
      await browser.open('/login');
      const response = await browser.send('POST', '/login', {
        email: account.email,
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      expect(sessionResponseSchema.parse(response.json()).reviewer.role).toBe(
        account === DEMO_ACCOUNTS.arbitrator ? 'arbitrator' : 'reviewer',
      );
    }
  });

  it('gives a new CSRF token with each new session', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const guestToken = browser.csrfToken;
    await browser.send('POST', '/login', {
      email: DEMO_ACCOUNTS.reviewer.email,
      password: DEMO_ACCOUNTS.reviewer.password,
    });
    expect(browser.csrfToken).not.toBe(guestToken);
    expect((await browser.send('POST', '/logout', undefined)).statusCode).toBe(200);
  });

  it('GET /logout signs no one out (a link or an image elsewhere could): it answers the page whose button posts it', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', {
      email: DEMO_ACCOUNTS.reviewer.email,
      password: DEMO_ACCOUNTS.reviewer.password,
    });
    const response = await browser.open('/logout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sign out');
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.name,
    ).toBe(DEMO_ACCOUNTS.reviewer.name);
  });

  it("ends the browser's earlier session when it signs in again (a planted session token is worth nothing after)", async () => {
    const sessionsOf = async (email: string) =>
      (
        await sql<{
          count: number;
        }>`select count(*)::int as count from sessions s join users u on u.id = s.user_id where u.email = ${email}`.execute(
          testApp.database.db,
        )
      ).rows[0]!.count;
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', {
      email: DEMO_ACCOUNTS.arbitrator.email,
      password: DEMO_ACCOUNTS.arbitrator.password,
    });
    const afterFirst = await sessionsOf(DEMO_ACCOUNTS.arbitrator.email);
    expect(
      (
        await browser.send('POST', '/login', {
          email: DEMO_ACCOUNTS.arbitrator.email,
          password: DEMO_ACCOUNTS.arbitrator.password,
        })
      ).statusCode,
    ).toBe(200);
    expect(await sessionsOf(DEMO_ACCOUNTS.arbitrator.email)).toBe(afterFirst);
  });
});

describe('CSRF (spec §7: post, put and delete carry X-CSRF-Token)', () => {
  it('refuses a POST without the header with 403 and a message', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const response = await browser.send(
      'POST',
      '/login',
      { email: DEMO_ACCOUNTS.reviewer.email, password: DEMO_ACCOUNTS.reviewer.password },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('csrf_failed');
  });

  it('refuses DELETE and PATCH without the header too, and the review stays as it was', async () => {
    const author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const reviewState = async () =>
      (
        await sql<{
          deleted: boolean;
        }>`select deleted_at is not null as deleted from reviews where public_id = ${SECOND_REVIEWER_DRAFT.publicId}`.execute(
          testApp.database.db,
        )
      ).rows[0];
    expect(await reviewState()).toEqual({ deleted: false });
    const deleted = await author.send(
      'DELETE',
      `/reviews/reviewer/reviews/${SECOND_REVIEWER_DRAFT.publicId}`,
      undefined,
      { csrf: false },
    );
    expect(deleted.statusCode).toBe(403);
    expect(errorResponseSchema.parse(deleted.json()).error.code).toBe('csrf_failed');
    expect(await reviewState()).toEqual({ deleted: false });
    const patched = await author.send(
      'PATCH',
      '/reviews/profile/reviewers/0',
      { reviewer: { rs_currency: 'EUR' } },
      { csrf: false },
    );
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
