import { sql } from 'kysely';
import { meResponseSchema } from '@vouch/contracts';
import type { MailedSignInKind } from '@vouch/domain';
import { signUpThroughLink, TestBrowser, type TestApp } from '../../testing/test-app';

/**
 * The accounts, browsers, requests and reads the mailed sign-in API tests share; `testApp` is
 * called at each use (the app starts in beforeAll).
 */
export function mailedSignInFixtures(testApp: () => TestApp) {
  const db = () => testApp().database.db;
  let accounts = 0;

  /** A new reviewer, signed in on the browser returned; each signs up from its own address. */
  async function newReviewer(password = 'the first password') {
    accounts += 1;
    const email = `mailed-${accounts}@example.com`;
    const browser = new TestBrowser(testApp().app, { remoteAddress: `192.0.2.${accounts}` });
    await signUpThroughLink(testApp(), browser, { name: `Mailed ${accounts}`, email, password });
    return { email, password, browser };
  }

  async function guest(remoteAddress = '198.51.100.1'): Promise<TestBrowser> {
    const browser = new TestBrowser(testApp().app, { remoteAddress });
    await browser.open('/login');
    return browser;
  }

  /** Asks for a link, and waits for what the server does after answering (the link and its mail). */
  async function ask(browser: TestBrowser, kind: MailedSignInKind, email: string) {
    const answer = await browser.send('POST', kind === 'sign_in' ? '/login/link' : '/login/reset', {
      email,
    });
    await testApp().app.afterAnswer.settled();
    return answer;
  }
  const reset = (browser: TestBrowser, token: string | null, password: string) =>
    browser.send('POST', '/login/reset/confirm', { token, password });
  const openLink = (browser: TestBrowser, token: string | null) =>
    browser.send('POST', '/login/link/confirm', { token });
  const signIn = (browser: TestBrowser, email: string, password: string) =>
    browser.send('POST', '/login', { email, password });
  const reviewerOf = async (browser: TestBrowser) =>
    meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer;
  const mailsTo = (email: string) =>
    testApp().outbox.filter((message) => message.to === email).length;
  const passwordHashOf = async (email: string) =>
    (
      await sql<{
        password_hash: string;
      }>`select password_hash from users where email = ${email}`.execute(db())
    ).rows[0]!.password_hash;
  const sessionsOf = async (email: string) =>
    (
      await sql<{
        count: number;
      }>`select count(*)::int as count from sessions where user_id = (select id from users where email = ${email})`.execute(
        db(),
      )
    ).rows[0]!.count;
  const linkRows = async (email: string) =>
    (
      await sql<{ kind: string; token_hash: string; lifetime_minutes: number; used: boolean }>`
        select kind, token_hash, extract(epoch from expires_at - created_at)::int / 60 as lifetime_minutes, used_at is not null as used
        from mailed_sign_in_links where user_id = (select id from users where email = ${email}) order by id`.execute(
        db(),
      )
    ).rows;
  return {
    db,
    newReviewer,
    guest,
    ask,
    reset,
    openLink,
    signIn,
    reviewerOf,
    mailsTo,
    passwordHashOf,
    sessionsOf,
    linkRows,
  };
}
