import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  emailChangeConfirmResponseSchema,
  emailChangeResponseSchema,
  emailChangeUndoResponseSchema,
  errorResponseSchema,
  meResponseSchema,
  profileEditResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import {
  createTestApp,
  emailChangeTokenFor,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';

/** Issue #28, item 2: the sign-in e-mail changes only by proof, and the old address can undo it. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PASSWORD = 'a long enough password';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const query = <Row>(statement: ReturnType<typeof sql<Row>>) =>
  statement.execute(testApp.database.db).then((result) => result.rows);
const emailOf = async (slug: string) =>
  (await query(sql<{ email: string }>`select email from users where slug = ${slug}`))[0]!.email;
const requestsOf = (slug: string) =>
  query(
    sql<{
      new_email: string;
      confirm_token_hash: string;
      undo_token_hash: string;
      confirmed_at: Date | null;
      undone_at: Date | null;
    }>`select c.new_email, c.confirm_token_hash, c.undo_token_hash, c.confirmed_at, c.undone_at
       from email_change_requests c join users u on u.id = c.user_id where u.slug = ${slug} order by c.id`,
  );
const sessionsOf = async (slug: string) =>
  (
    await query(
      sql<{
        count: number;
      }>`select count(*)::int as count from sessions s join users u on u.id = s.user_id where u.slug = ${slug}`,
    )
  )[0]!.count;
const signedInAs = async (browser: TestBrowser) =>
  meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.slug ?? null;
const canSignIn = (email: string, password = PASSWORD) =>
  signedInBrowser(testApp.app, { email, password }).then(
    () => true,
    () => false,
  );

let addressesUsed = 0;
/** A browser at an address of its own: sign-up allows ten an hour per address. */
async function freshBrowser() {
  addressesUsed += 1;
  const browser = new TestBrowser(testApp.app, { remoteAddress: `198.18.1.${addressesUsed}` });
  await browser.open('/login');
  return browser;
}

async function newReviewer(name = 'Eli Mover') {
  const browser = await freshBrowser();
  const email = `mover-${Date.now()}-${Math.random()}@example.com`;
  await signUpThroughLink(testApp, browser, { name, email, password: PASSWORD });
  const slug = (await signedInAs(browser))!;
  return { browser, email, slug };
}

async function askToChange(browser: TestBrowser, email: string, password = PASSWORD) {
  return browser.send('PUT', '/reviews/profile/email', { email, current_password: password });
}

const confirm = (browser: TestBrowser, token: string | null) =>
  browser.send('POST', '/reviews/profile/email/confirm', { token });
const undo = (browser: TestBrowser, token: string | null) =>
  browser.send('POST', '/reviews/profile/email/undo', { token });

describe('asking to change the sign-in e-mail', () => {
  it('changes nothing yet: the old address still signs in, the new one stays free, and both are mailed', async () => {
    const { browser, email, slug } = await newReviewer('Nora Newmail');
    const next = `next-${slug}@example.com`;
    const asked = await askToChange(browser, `  Next-${slug}@Example.com `);
    expect(asked.statusCode).toBe(202);
    const answer = emailChangeResponseSchema.parse(asked.json());
    expect(answer.pending_email).toBe(next);
    expect(answer.message).toMatch(
      new RegExp(
        `^We sent a link to ${next.replace(/[.]/g, '\\.')}\\. Your e-mail changes when you open it`,
      ),
    );

    expect(await emailOf(slug)).toBe(email);
    expect(await canSignIn(email)).toBe(true);
    expect(await canSignIn(next)).toBe(false);
    const edit = profileEditResponseSchema.parse(
      (await browser.get('/reviews/profile/edit?format=json')).json(),
    );
    expect(edit.basic_data).toMatchObject({ email, pending_email: next });

    const confirmToken = emailChangeTokenFor(testApp.outbox, next, 'confirm')!;
    const undoToken = emailChangeTokenFor(testApp.outbox, email, 'undo')!;
    expect(testApp.outbox.filter((mail) => mail.to === next).at(-1)!.subject).toBe(
      'Confirm your new Vouch e-mail address',
    );
    const notice = testApp.outbox.filter((mail) => mail.to === email).at(-1)!;
    expect(notice.subject).toBe('Your Vouch e-mail address is about to change');
    expect(notice.text).toContain(next);
    // Only the tokens' hashes are kept.
    expect(await requestsOf(slug)).toEqual([
      {
        new_email: next,
        confirm_token_hash: sha256(confirmToken),
        undo_token_hash: sha256(undoToken),
        confirmed_at: null,
        undone_at: null,
      },
    ]);
  });

  it('cannot squat an address: its owner signs up with it meanwhile, and the confirm link then answers 409, changing nothing', async () => {
    const { browser, email, slug } = await newReviewer();
    const wanted = `wanted-${slug}@example.com`;
    await askToChange(browser, wanted);
    const token = emailChangeTokenFor(testApp.outbox, wanted, 'confirm');

    await signUpThroughLink(testApp, await freshBrowser(), {
      name: 'Real Owner',
      email: wanted,
      password: 'the owner password',
    });
    expect(await canSignIn(wanted, 'the owner password')).toBe(true);

    const refused = await confirm(browser, token);
    expect(refused.statusCode).toBe(409);
    expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
      'Another account uses that e-mail address now, so it cannot become yours. Choose another address.',
    );
    expect(await emailOf(slug)).toBe(email);
    expect((await requestsOf(slug))[0]).toMatchObject({ confirmed_at: null, undone_at: null });
    expect(await canSignIn(wanted, 'the owner password')).toBe(true);
  });

  it('answers an address another account has exactly as a free one, mails it no link, and its owner keeps it', async () => {
    const demo = DEMO_ACCOUNTS.reviewer;
    const { browser, email, slug } = await newReviewer();
    const free = emailChangeResponseSchema.parse(
      (await askToChange(browser, `free-${slug}@example.com`)).json(),
    );
    const sent = testApp.outbox.length;
    const taken = await askToChange(browser, demo.email);
    expect(taken.statusCode).toBe(202);
    expect(emailChangeResponseSchema.parse(taken.json())).toEqual({
      message: free.message.replace(`free-${slug}@example.com`, demo.email),
      pending_email: demo.email,
    });
    const mailed = testApp.outbox.slice(sent);
    expect(mailed.map((mail) => mail.to).sort()).toEqual([demo.email, email].sort());
    expect(mailed.find((mail) => mail.to === demo.email)!.subject).toBe(
      'Your e-mail address was entered on another Vouch account',
    );
    expect(emailChangeTokenFor(mailed, demo.email, 'confirm')).toBeNull();
    expect(emailChangeTokenFor(mailed, email, 'undo')).not.toBeNull();
    expect(await emailOf(slug)).toBe(email);
    expect(await canSignIn(demo.email, demo.password)).toBe(true);
  });

  it('refuses a wrong password (400), keeping no request and mailing no one', async () => {
    const { browser, email, slug } = await newReviewer();
    const sent = testApp.outbox.length;
    const wrong = await askToChange(browser, `never-${slug}@example.com`, 'not it at all');
    expect(wrong.statusCode).toBe(400);
    expect(errorResponseSchema.parse(wrong.json()).error.fields).toEqual({
      current_password: 'Your current password is not right',
    });
    expect(await requestsOf(slug)).toEqual([]);
    expect(testApp.outbox.length).toBe(sent);
    expect(await emailOf(slug)).toBe(email);
  });

  it('refuses a guest (401) and the address already in use by this account (400)', async () => {
    const { browser, email, slug } = await newReviewer();
    const guest = await freshBrowser();
    expect((await askToChange(guest, 'guest@example.com')).statusCode).toBe(401);
    const same = await askToChange(browser, email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(await requestsOf(slug)).toEqual([]);
  });

  it(`allows five changes a day, then answers 429 and mails no one`, async () => {
    const { browser, slug } = await newReviewer();
    for (let index = 1; index <= 5; index += 1)
      expect((await askToChange(browser, `try-${index}-${slug}@example.com`)).statusCode).toBe(202);
    const sent = testApp.outbox.length;
    const refused = await askToChange(browser, `try-6-${slug}@example.com`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('86400');
    expect(testApp.outbox.length).toBe(sent);
    expect(await requestsOf(slug)).toHaveLength(5);
  });
});

describe('the confirm link, mailed to the new address', () => {
  it('changes the address once the account that asked opens it, then works no more', async () => {
    const { browser, email, slug } = await newReviewer();
    const next = `confirmed-${slug}@example.com`;
    await askToChange(browser, next);
    const token = emailChangeTokenFor(testApp.outbox, next, 'confirm');
    const confirmed = await confirm(browser, token);
    expect(confirmed.statusCode).toBe(200);
    expect(emailChangeConfirmResponseSchema.parse(confirmed.json())).toEqual({
      message: `Your e-mail address is changed: you now sign in with ${next}.`,
      email: next,
    });
    expect(await emailOf(slug)).toBe(next);
    expect(await canSignIn(next)).toBe(true);
    expect(await canSignIn(email)).toBe(false);
    expect(
      profileEditResponseSchema.parse(
        (await browser.get('/reviews/profile/edit?format=json')).json(),
      ).basic_data.pending_email,
    ).toBeNull();

    const again = await confirm(browser, token);
    expect(again.statusCode).toBe(410);
    expect(errorResponseSchema.parse(again.json()).error.message).toBe(
      'This link was used already, or the change was undone.',
    );
    expect(await emailOf(slug)).toBe(next);
  });

  it('refuses a guest (401) and another signed-in account (403), changing nothing', async () => {
    const { browser, email, slug } = await newReviewer();
    const next = `elsewhere-${slug}@example.com`;
    await askToChange(browser, next);
    const token = emailChangeTokenFor(testApp.outbox, next, 'confirm');
    expect((await confirm(await freshBrowser(), token)).statusCode).toBe(401);
    const other = await newReviewer('Someone Else');
    const stranger = await confirm(other.browser, token);
    expect(stranger.statusCode).toBe(403);
    expect(await emailOf(slug)).toBe(email);
    expect(await emailOf(other.slug)).toBe(other.email);
    // The link still works for its account.
    expect((await confirm(browser, token)).statusCode).toBe(200);
  });

  it('is replaced by a newer change: the older link answers 410', async () => {
    const { browser, email, slug } = await newReviewer();
    await askToChange(browser, `first-${slug}@example.com`);
    const first = emailChangeTokenFor(testApp.outbox, `first-${slug}@example.com`, 'confirm');
    await askToChange(browser, `second-${slug}@example.com`);
    expect((await confirm(browser, first)).statusCode).toBe(410);
    expect(await emailOf(slug)).toBe(email);
    expect(
      (
        await confirm(
          browser,
          emailChangeTokenFor(testApp.outbox, `second-${slug}@example.com`, 'confirm'),
        )
      ).statusCode,
    ).toBe(200);
    expect(await emailOf(slug)).toBe(`second-${slug}@example.com`);
  });
});

describe('the undo link, mailed to the old address', () => {
  it('restores the old address within 7 days, signed in or not, and ends every session of the account', async () => {
    const { browser, email, slug } = await newReviewer();
    const next = `taken-over-${slug}@example.com`;
    await askToChange(browser, next);
    await confirm(browser, emailChangeTokenFor(testApp.outbox, next, 'confirm'));
    const elsewhere = await signedInBrowser(testApp.app, { email: next, password: PASSWORD });
    expect(await sessionsOf(slug)).toBe(2);
    // Six days later, from a browser signed in to nothing.
    await sql`update email_change_requests set undo_expires_at = now() + interval '1 day'
              where user_id = (select id from users where slug = ${slug})`.execute(
      testApp.database.db,
    );

    const undone = await undo(
      await freshBrowser(),
      emailChangeTokenFor(testApp.outbox, email, 'undo'),
    );
    expect(undone.statusCode).toBe(200);
    const answer = emailChangeUndoResponseSchema.parse(undone.json());
    expect(answer.email).toBe(email);
    expect(answer.message).toMatch(/every device signed in to your account is signed out/);
    expect(await emailOf(slug)).toBe(email);
    expect(await sessionsOf(slug)).toBe(0);
    expect(await signedInAs(browser)).toBeNull();
    expect(await signedInAs(elsewhere)).toBeNull();
    expect(await canSignIn(email)).toBe(true);
    expect(await canSignIn(next)).toBe(false);

    const again = await undo(
      await freshBrowser(),
      emailChangeTokenFor(testApp.outbox, email, 'undo'),
    );
    expect(again.statusCode).toBe(410);
    expect(await emailOf(slug)).toBe(email);
  });

  it('cancels a change not confirmed yet: its confirm link then answers 410', async () => {
    const { browser, email, slug } = await newReviewer();
    const next = `cancelled-${slug}@example.com`;
    await askToChange(browser, next);
    const undone = await undo(browser, emailChangeTokenFor(testApp.outbox, email, 'undo'));
    expect(undone.statusCode).toBe(200);
    // This browser was signed in to the account: it is signed out too, with a guest's CSRF token.
    expect(await signedInAs(browser)).toBeNull();
    await browser.send('POST', '/login', { email, password: PASSWORD });
    expect(
      (await confirm(browser, emailChangeTokenFor(testApp.outbox, next, 'confirm'))).statusCode,
    ).toBe(410);
    expect(await emailOf(slug)).toBe(email);
  });
});

describe('links that no longer work', () => {
  it('refuses expired links (410) and unknown ones (400), changing nothing', async () => {
    const { browser, email, slug } = await newReviewer();
    const next = `late-${slug}@example.com`;
    await askToChange(browser, next);
    const ofThisAccount = sql`user_id = (select id from users where slug = ${slug})`;
    await sql`update email_change_requests set confirm_expires_at = now() - interval '1 minute' where ${ofThisAccount}`.execute(
      testApp.database.db,
    );
    const lateConfirm = await confirm(
      browser,
      emailChangeTokenFor(testApp.outbox, next, 'confirm'),
    );
    expect(lateConfirm.statusCode).toBe(410);
    expect(errorResponseSchema.parse(lateConfirm.json()).error.message).toMatch(
      /^This link has expired: it works for 24 hours/,
    );
    expect(await emailOf(slug)).toBe(email);

    await sql`update email_change_requests set undo_expires_at = now() - interval '1 minute' where ${ofThisAccount}`.execute(
      testApp.database.db,
    );
    const before = await requestsOf(slug);
    const lateUndo = await undo(browser, emailChangeTokenFor(testApp.outbox, email, 'undo'));
    expect(lateUndo.statusCode).toBe(410);
    expect(errorResponseSchema.parse(lateUndo.json()).error.message).toBe(
      'This link has expired: it works for 7 days.',
    );
    expect(await requestsOf(slug)).toEqual(before);
    expect(await sessionsOf(slug)).toBe(1);

    for (const refused of [
      await confirm(browser, 'no-such-token'),
      await undo(browser, 'no-such-token'),
    ]) {
      expect(refused.statusCode).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).error.fields).toEqual({
        token: 'Unknown link',
      });
    }
    expect((await confirm(browser, '')).statusCode).toBe(400);
  });
});
