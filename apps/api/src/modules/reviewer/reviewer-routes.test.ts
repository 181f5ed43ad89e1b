import { acceptTermsResponseSchema, errorResponseSchema, meResponseSchema } from '@vouch/contracts';
import { createTestApp, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function newReviewer() {
  const browser = new TestBrowser(testApp.app);
  await browser.open('/login');
  await browser.send('POST', '/signup', { name: 'Terry Terms', email: `terms-${Date.now()}-${Math.random()}@example.com`, password: 'a long enough password' });
  return browser;
}

describe('POST /reviews/reviewer/accept_tos (spec §7)', () => {
  it('records the acceptance and the name shown on reviews', async () => {
    const browser = await newReviewer();
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.tos_accepted).toBe(false);
    const response = await browser.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: 'Terry T.' });
    expect(response.statusCode).toBe(200);
    expect(acceptTermsResponseSchema.parse(response.json()).reviewer.tos_accepted).toBe(true);
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.tos_accepted).toBe(true);
  });

  it('needs a name (400, nothing recorded) and a signed-in reviewer (401)', async () => {
    const browser = await newReviewer();
    const refused = await browser.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(/enter the name/);
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.tos_accepted).toBe(false);
    const guest = new TestBrowser(testApp.app);
    await guest.open('/login');
    expect((await guest.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: 'Guest' })).statusCode).toBe(401);
  });
});
