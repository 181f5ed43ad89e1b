import { sql } from 'kysely';
import { acceptTermsResponseSchema, errorResponseSchema, meResponseSchema } from '@vouch/contracts';
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

async function newReviewer() {
  const browser = new TestBrowser(testApp.app);
  const email = `terms-${Date.now()}-${Math.random()}@example.com`;
  await signUpThroughLink(testApp, browser, {
    name: 'Terry Terms',
    email,
    password: 'a long enough password',
  });
  return { browser, email };
}

const storedTerms = async (email: string) =>
  (
    await sql<{
      reviewer_name: string | null;
      accepted: boolean;
    }>`select reviewer_name, tos_accepted_at is not null as accepted from users where email = ${email}`.execute(
      testApp.database.db,
    )
  ).rows[0];

describe('POST /reviews/reviewer/accept_tos (spec §7)', () => {
  it('records the acceptance and the name shown on reviews', async () => {
    const { browser, email } = await newReviewer();
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.tos_accepted,
    ).toBe(false);
    const response = await browser.send('POST', '/reviews/reviewer/accept_tos', {
      reviewer_name: 'Terry T.',
    });
    expect(response.statusCode).toBe(200);
    expect(acceptTermsResponseSchema.parse(response.json()).reviewer.tos_accepted).toBe(true);
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.tos_accepted,
    ).toBe(true);
    expect(await storedTerms(email)).toEqual({ reviewer_name: 'Terry T.', accepted: true });
  });

  it('needs a name (400, nothing recorded) and a signed-in reviewer (401)', async () => {
    const { browser, email } = await newReviewer();
    const before = await storedTerms(email);
    const refused = await browser.send('POST', '/reviews/reviewer/accept_tos', {
      reviewer_name: '   ',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(/enter the name/);
    expect(await storedTerms(email)).toEqual({ ...before, accepted: false });
    const guest = new TestBrowser(testApp.app);
    await guest.open('/login');
    expect(
      (await guest.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: 'Guest' }))
        .statusCode,
    ).toBe(401);
  });
});
