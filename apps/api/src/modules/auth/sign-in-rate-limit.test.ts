import { sql } from 'kysely';
import { errorResponseSchema, sessionResponseSchema } from '@vouch/contracts';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import {
  createTestApp,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const failedAttemptsFor = async (email: string) =>
  (
    await sql<{
      count: number;
    }>`select count(*)::int as count from login_attempts where email = ${email} and not succeeded`.execute(
      testApp.database.db,
    )
  ).rows[0]!.count;

async function signUp(email: string, password: string): Promise<void> {
  await signUpThroughLink(testApp, new TestBrowser(testApp.app, { remoteAddress: '192.0.2.200' }), {
    name: 'Rate Limited',
    email,
    password,
  });
}

describe('sign-in rate limit', () => {
  it('answers 401 for a wrong password, then 429 after five failures for one e-mail', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    const attempt = () =>
      browser.send('POST', '/login', { email: 'limited@example.com', password: 'wrong password' });
    for (let index = 0; index < 5; index++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect(errorResponseSchema.parse(limited.json()).error.message).toMatch(/wait 15 minutes/);
  });

  it('counts each attempt before checking its password: 40 at once, the right one last, get five checks between them', async () => {
    await signUp('race@example.com', 'the right password');
    const attacker = new TestBrowser(testApp.app, { remoteAddress: '203.0.113.9' });
    await attacker.open('/login');
    const passwords = [
      ...Array.from({ length: 39 }, (_, index) => `wrong guess ${index}`),
      'the right password',
    ];
    const statuses = (
      await Promise.all(
        passwords.map((password) =>
          attacker.send('POST', '/login', { email: 'race@example.com', password }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(await failedAttemptsFor('race@example.com')).toBe(
      statuses.filter((status) => status === 401).length,
    );
  });

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    await signUp('owner-elsewhere@example.com', 'owner password 1');
    const stranger = new TestBrowser(testApp.app, { remoteAddress: '203.0.113.10' });
    await stranger.open('/login');
    for (let index = 0; index < 5; index++) {
      expect(
        (
          await stranger.send('POST', '/login', {
            email: 'owner-elsewhere@example.com',
            password: `guess ${index}`,
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await stranger.send('POST', '/login', {
          email: 'owner-elsewhere@example.com',
          password: 'owner password 1',
        })
      ).statusCode,
    ).toBe(429);

    const owner = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.4' });
    await owner.open('/login');
    const signedIn = await owner.send('POST', '/login', {
      email: 'owner-elsewhere@example.com',
      password: 'owner password 1',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(signedIn.json()).reviewer.name).toBe('Rate Limited');
  });

  it('counts the connecting address, not a client-sent X-Forwarded-For, unless TRUST_PROXY names the proxy', async () => {
    const attemptFrom = async (app: TestApp['app'], email: string) => {
      const browser = new TestBrowser(app, {
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': '198.18.0.1' },
      });
      await browser.open('/login');
      expect(
        (await browser.send('POST', '/login', { email, password: 'wrong password' })).statusCode,
      ).toBe(401);
      return (
        await sql<{ ip: string }>`select ip from login_attempts where email = ${email}`.execute(
          testApp.database.db,
        )
      ).rows.map((row) => row.ip);
    };
    expect(await attemptFrom(testApp.app, 'forwarded@example.com')).toEqual(['203.0.113.11']);

    const config = configFromEnv({ SERVE_SITE: 'false', TRUST_PROXY: '203.0.113.11' });
    const behindProxy = await buildApp({ config, database: testApp.database, logger: false });
    try {
      expect(await attemptFrom(behindProxy, 'proxied@example.com')).toEqual(['198.18.0.1']);
    } finally {
      await behindProxy.close();
    }
  });
});
