import { sql } from 'kysely';
import {
  errorResponseSchema,
  mailedSignInResponseSchema,
  sessionResponseSchema,
} from '@vouch/contracts';
import { mailedSignInSentMessage } from '@vouch/domain';
import { createTestApp, mailedSignInTokenFor, type TestApp } from '../../testing/test-app';
import { mailedSignInFixtures } from '../../testing/fixtures/mailed-sign-in';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const {
  db,
  newReviewer,
  guest,
  ask,
  reset,
  openLink,
  signIn,
  reviewerOf,
  passwordHashOf,
  sessionsOf,
  linkRows,
} = mailedSignInFixtures(() => testApp);

describe('password reset (issue #28, item 1)', () => {
  it('mails a link to an account and answers an unknown address in the same words, mailing nothing', async () => {
    const { email } = await newReviewer();
    const browser = await guest();
    const known = await ask(browser, 'password_reset', email);
    expect(known.statusCode).toBe(202);
    expect(mailedSignInResponseSchema.parse(known.json()).message).toBe(
      mailedSignInSentMessage('password_reset', email),
    );
    expect(mailedSignInTokenFor(testApp.outbox, email, 'password_reset')).not.toBeNull();
    // Only the hash is kept: the mailed token is nowhere in the table.
    const [row] = await linkRows(email);
    expect(row).toMatchObject({ kind: 'password_reset', lifetime_minutes: 60, used: false });
    expect(row!.token_hash).not.toContain(
      mailedSignInTokenFor(testApp.outbox, email, 'password_reset'),
    );

    const outboxBefore = testApp.outbox.length;
    const unknown = await ask(browser, 'password_reset', '  Nobody.Here@Example.com ');
    expect(unknown.statusCode).toBe(202);
    expect(mailedSignInResponseSchema.parse(unknown.json()).message).toBe(
      mailedSignInSentMessage('password_reset', 'nobody.here@example.com'),
    );
    expect(testApp.outbox.length).toBe(outboxBefore);

    const requests = async () =>
      (
        await sql<{
          count: number;
        }>`select count(*)::int as count from mailed_link_requests`.execute(db())
      ).rows[0]!.count;
    const before = await requests();
    const malformed = await ask(browser, 'password_reset', 'not an address');
    expect(malformed.statusCode).toBe(400);
    expect(errorResponseSchema.parse(malformed.json()).error.fields).toEqual({
      email: 'Invalid email address',
    });
    expect(await requests()).toBe(before);
  });

  it('sets the new password, ends every other session of the account and signs this browser in', async () => {
    const { email, password, browser: elsewhere } = await newReviewer();
    const alsoElsewhere = await guest('198.51.100.2');
    expect((await signIn(alsoElsewhere, email, password)).statusCode).toBe(200);
    expect(await sessionsOf(email)).toBe(2);

    const browser = await guest();
    await ask(browser, 'password_reset', email);
    const done = await reset(
      browser,
      mailedSignInTokenFor(testApp.outbox, email, 'password_reset'),
      'a brand new passphrase',
    );
    expect(done.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(done.json()).reviewer.name).toMatch(/^Mailed /);
    expect((await reviewerOf(browser))?.name).toMatch(/^Mailed /);
    expect(await reviewerOf(elsewhere)).toBeNull();
    expect(await reviewerOf(alsoElsewhere)).toBeNull();
    expect(await sessionsOf(email)).toBe(1);

    const later = await guest('198.51.100.3');
    expect((await signIn(later, email, password)).statusCode).toBe(401);
    expect((await signIn(later, email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('works once: the link used, or any other, changes nothing', async () => {
    const { email } = await newReviewer();
    const browser = await guest();
    await ask(browser, 'password_reset', email);
    const token = mailedSignInTokenFor(testApp.outbox, email, 'password_reset');
    expect((await reset(browser, token, 'a brand new passphrase')).statusCode).toBe(200);
    const hash = await passwordHashOf(email);

    const stranger = await guest('203.0.113.50');
    for (const refused of [
      await reset(stranger, token, 'the stranger chose this'),
      await reset(stranger, 'no-such-token', 'the stranger chose this'),
    ]) {
      expect(refused.statusCode).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).error.fields).toEqual({
        token: 'Expired or used',
      });
    }
    expect(await passwordHashOf(email)).toBe(hash);
    expect(await reviewerOf(stranger)).toBeNull();
  });

  it('ends every link the account still has, of either kind, when one is used or the password changes', async () => {
    const { email, browser: owner } = await newReviewer();
    const somebody = await guest('203.0.113.60');
    await ask(somebody, 'sign_in', email);
    const signInToken = mailedSignInTokenFor(testApp.outbox, email, 'sign_in');
    await ask(owner, 'password_reset', email);
    expect(
      (
        await reset(
          owner,
          mailedSignInTokenFor(testApp.outbox, email, 'password_reset'),
          'a brand new passphrase',
        )
      ).statusCode,
    ).toBe(200);
    expect((await openLink(somebody, signInToken)).statusCode).toBe(400);
    expect(await reviewerOf(somebody)).toBeNull();

    await ask(somebody, 'password_reset', email);
    const resetToken = mailedSignInTokenFor(testApp.outbox, email, 'password_reset');
    const changed = await owner.send('PUT', '/reviews/profile/password', {
      current_password: 'a brand new passphrase',
      new_password: 'another fresh passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const hash = await passwordHashOf(email);
    expect((await reset(somebody, resetToken, 'what somebody wants')).statusCode).toBe(400);
    expect(await passwordHashOf(email)).toBe(hash);
    expect(await linkRows(email)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ used: false })]),
    );
  });

  it('expires an hour after it was asked for', async () => {
    const { email, password } = await newReviewer();
    const browser = await guest();
    await ask(browser, 'password_reset', email);
    const hash = await passwordHashOf(email);
    // The link as it is an hour later.
    await sql`update mailed_sign_in_links set created_at = created_at - interval '1 hour', expires_at = expires_at - interval '1 hour'
      where user_id = (select id from users where email = ${email})`.execute(db());
    const late = await reset(
      browser,
      mailedSignInTokenFor(testApp.outbox, email, 'password_reset'),
      'a brand new passphrase',
    );
    expect(late.statusCode).toBe(400);
    expect(errorResponseSchema.parse(late.json()).error.message).toMatch(
      /expired or was used already/,
    );
    expect(await passwordHashOf(email)).toBe(hash);
    expect((await signIn(await guest('198.51.100.4'), email, password)).statusCode).toBe(200);
  });

  it('refuses a password sign-up would refuse (the owner’s own e-mail address too), and the link still works for a better one', async () => {
    const { email, browser: signedIn } = await newReviewer();
    const browser = await guest();
    await ask(browser, 'password_reset', email);
    const token = mailedSignInTokenFor(testApp.outbox, email, 'password_reset');
    const hash = await passwordHashOf(email);
    for (const [weak, message] of [
      ['short', 'Password must be at least 8 characters'],
      ['Password1', expect.stringMatching(/^That password is one of the most used/)],
      [email, expect.stringMatching(/your name, your e-mail address or this site's own words/)],
    ] as const) {
      const refused = await reset(browser, token, weak);
      expect(refused.statusCode).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).error.fields).toEqual({ password: message });
    }
    expect(await passwordHashOf(email)).toBe(hash);
    expect(await reviewerOf(signedIn)).not.toBeNull();
    expect(await linkRows(email)).toEqual([expect.objectContaining({ used: false })]);
    expect((await reset(browser, token, 'a brand new passphrase')).statusCode).toBe(200);
  });
});

describe('sign-in by e-mail link (issue #28, item 3)', () => {
  it('signs in once, leaving the password and other sessions as they were', async () => {
    const { email, password, browser: elsewhere } = await newReviewer();
    const hash = await passwordHashOf(email);
    const browser = await guest();
    const asked = await ask(browser, 'sign_in', email);
    expect(asked.statusCode).toBe(202);
    expect(mailedSignInResponseSchema.parse(asked.json()).message).toBe(
      mailedSignInSentMessage('sign_in', email),
    );
    expect(await linkRows(email)).toEqual([
      expect.objectContaining({ kind: 'sign_in', lifetime_minutes: 15, used: false }),
    ]);

    const token = mailedSignInTokenFor(testApp.outbox, email, 'sign_in');
    const opened = await openLink(browser, token);
    expect(opened.statusCode).toBe(200);
    expect((await reviewerOf(browser))?.name).toMatch(/^Mailed /);
    expect(await reviewerOf(elsewhere)).not.toBeNull();
    expect(await passwordHashOf(email)).toBe(hash);
    expect((await signIn(await guest('198.51.100.5'), email, password)).statusCode).toBe(200);

    const again = await guest('203.0.113.51');
    const refused = await openLink(again, token);
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.fields).toEqual({
      token: 'Expired or used',
    });
    expect(await reviewerOf(again)).toBeNull();
  });

  it('answers an unknown address in the same words and mails nothing; a reset link does not sign in', async () => {
    const browser = await guest();
    const outboxBefore = testApp.outbox.length;
    const unknown = await ask(browser, 'sign_in', 'nobody.there@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(mailedSignInResponseSchema.parse(unknown.json()).message).toBe(
      mailedSignInSentMessage('sign_in', 'nobody.there@example.com'),
    );
    expect(testApp.outbox.length).toBe(outboxBefore);

    const { email } = await newReviewer();
    await ask(browser, 'password_reset', email);
    expect(
      (await openLink(browser, mailedSignInTokenFor(testApp.outbox, email, 'password_reset')))
        .statusCode,
    ).toBe(400);
    expect(await reviewerOf(browser)).toBeNull();
  });

  it('expires 15 minutes after it was asked for', async () => {
    const { email } = await newReviewer();
    const browser = await guest();
    await ask(browser, 'sign_in', email);
    await sql`update mailed_sign_in_links set created_at = created_at - interval '15 minutes', expires_at = expires_at - interval '15 minutes'
      where user_id = (select id from users where email = ${email})`.execute(db());
    expect(
      (await openLink(browser, mailedSignInTokenFor(testApp.outbox, email, 'sign_in'))).statusCode,
    ).toBe(400);
    expect(await reviewerOf(browser)).toBeNull();
    expect(await linkRows(email)).toEqual([expect.objectContaining({ used: false })]);
  });

  it('lets the owner in while 100 wrong passwords from 20 addresses have password attempts refused, and the refusal offers it', async () => {
    const { email, password } = await newReviewer();
    for (let address = 1; address <= 20; address++) {
      const stranger = await guest(`203.0.113.${100 + address}`);
      // Five at once from each address: the attempts are counted before their passwords are checked.
      const guesses = await Promise.all(
        [0, 1, 2, 3, 4].map((guess) => signIn(stranger, email, `wrong guess ${address}-${guess}`)),
      );
      expect(guesses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    }
    const owner = await guest('198.51.100.6');
    const refused = await signIn(owner, email, password);
    expect(refused.statusCode).toBe(429);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(
      /Sign in with a link we e-mail you/,
    );
    expect(await reviewerOf(owner)).toBeNull();

    expect((await ask(owner, 'sign_in', email)).statusCode).toBe(202);
    expect(
      (await openLink(owner, mailedSignInTokenFor(testApp.outbox, email, 'sign_in'))).statusCode,
    ).toBe(200);
    expect((await reviewerOf(owner))?.name).toMatch(/^Mailed /);
  });
});
