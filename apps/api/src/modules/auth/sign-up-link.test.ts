import { sql } from 'kysely';
import { meResponseSchema, signUpConfirmResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signUpTokenFor, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const storedPasswordHash = async (email: string) =>
  (
    await sql<{
      password_hash: string | null;
    }>`select password_hash from users where email = ${email}`.execute(testApp.database.db)
  ).rows[0]?.password_hash;

async function browserAt(remoteAddress: string): Promise<TestBrowser> {
  const browser = new TestBrowser(testApp.app, { remoteAddress });
  await browser.open('/login');
  return browser;
}

const signInStatus = async (email: string, password: string) =>
  (await (await browserAt('198.51.100.99')).send('POST', '/login', { email, password })).statusCode;

describe("the sign-up link: the mailbox is the proof, and no one else's password comes with it (issue #58)", () => {
  it('opened in another browser, makes the account and signs its opener in, without the password typed at sign-up', async () => {
    // A stranger signs up first with someone else's address, hoping its owner opens the link.
    const stranger = await browserAt('198.51.100.60');
    const owner = { name: 'Olive Owner', email: 'olive.owner@example.com' };
    const strangersPassword = 'copper kettle midnight';
    expect(
      (await stranger.send('POST', '/signup', { ...owner, password: strangersPassword }))
        .statusCode,
    ).toBe(202);

    const ownersBrowser = await browserAt('198.51.100.61');
    const confirmed = await ownersBrowser.send('POST', '/signup/confirm', {
      token: signUpTokenFor(testApp.outbox, owner.email),
    });
    expect(confirmed.statusCode).toBe(201);
    const session = signUpConfirmResponseSchema.parse(confirmed.json());
    expect(session).toMatchObject({ password_kept: false, reviewer: { name: owner.name } });
    expect(
      meResponseSchema.parse((await ownersBrowser.get('/reviews/me.json')).json()).reviewer?.name,
    ).toBe(owner.name);

    // The stranger's password opens nothing: the account has none until its owner sets one.
    expect(await storedPasswordHash(owner.email)).toBeNull();
    expect(await signInStatus(owner.email, strangersPassword)).toBe(401);
  });

  it("keeps the password only for the browser's own sign-up: its owner opening a stranger's link for the same address gets none", async () => {
    const owner = { name: 'Pat Pending', email: 'pat.pending@example.com' };
    const ownersBrowser = await browserAt('198.51.100.62');
    await ownersBrowser.send('POST', '/signup', { ...owner, password: 'lilac ferry lanterns' });
    const stranger = await browserAt('198.51.100.63');
    const strangersPassword = 'granite otter saxophone';
    await stranger.send('POST', '/signup', { ...owner, password: strangersPassword });

    // The newest mail is the stranger's link; the owner's browser is marked for its own sign-up.
    const confirmed = await ownersBrowser.send('POST', '/signup/confirm', {
      token: signUpTokenFor(testApp.outbox, owner.email),
    });
    expect(signUpConfirmResponseSchema.parse(confirmed.json()).password_kept).toBe(false);
    expect(await signInStatus(owner.email, strangersPassword)).toBe(401);
  });

  it("marks the browser as an HttpOnly cookie for a taken address too, keeps an earlier sign-up's mark beside it, and drops each once used", async () => {
    const browser = await browserAt('198.51.100.64');
    const fresh = await browser.send('POST', '/signup', {
      name: 'Mark Twice',
      email: 'mark.twice@example.com',
      password: 'amber quarry violins',
    });
    const firstLink = signUpTokenFor(testApp.outbox, 'mark.twice@example.com');
    const taken = await browser.send('POST', '/signup', {
      name: 'Mark Twice',
      email: DEMO_ACCOUNTS.reviewer.email,
      password: 'amber quarry violins',
    });
    const cookiesOf = (response: typeof fresh) =>
      response.cookies.map(({ name, httpOnly, sameSite }) => ({ name, httpOnly, sameSite }));
    expect(cookiesOf(fresh)).toEqual([{ name: 'vouch_sign_up', httpOnly: true, sameSite: 'Lax' }]);
    expect(cookiesOf(taken)).toEqual(cookiesOf(fresh));

    // The second sign-up (to a taken address) did not cost the first link its password.
    const confirmed = await browser.send('POST', '/signup/confirm', { token: firstLink });
    expect(signUpConfirmResponseSchema.parse(confirmed.json()).password_kept).toBe(true);
    expect(await signInStatus('mark.twice@example.com', 'amber quarry violins')).toBe(200);
    // The used mark is gone; the taken address's stays until its own link (if any) or expiry.
    const left = browser.cookie('vouch_sign_up');
    expect(left?.split('.')).toHaveLength(1);

    const another = await browserAt('198.51.100.65');
    await another.send('POST', '/signup', {
      name: 'Una Once',
      email: 'una.once@example.com',
      password: 'saffron harbour lamps',
    });
    await another.send('POST', '/signup/confirm', {
      token: signUpTokenFor(testApp.outbox, 'una.once@example.com'),
    });
    expect(another.cookie('vouch_sign_up')).toBeUndefined();
  });
});
