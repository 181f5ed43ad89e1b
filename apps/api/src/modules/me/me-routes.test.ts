import { meResponseSchema } from '@vouch/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /reviews/me.json (spec §7)', () => {
  it('answers a guest with country, store currency and no reviewer, and no rates unless asked', async () => {
    const response = await testApp.app.inject({ url: '/reviews/me.json', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const me = meResponseSchema.parse(response.json());
    expect(me).toEqual({ current_country: 'GB', currency: '*', reviewer: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('adds exchange_rates keyed by currency code when asked for them', async () => {
    const me = meResponseSchema.parse((await testApp.app.inject('/reviews/me.json?exchange_rates=true')).json());
    expect(me.exchange_rates).toMatchObject({ USD: 1, EUR: expect.any(Number), GBP: expect.any(Number) });
    // The seed lists ISK without a rate: spec §4 falls back to the store currency for it.
    expect(me.exchange_rates).not.toHaveProperty('ISK');
  });

  it('refuses a malformed exchange_rates flag with a 400', async () => {
    expect((await testApp.app.inject('/reviews/me.json?exchange_rates=maybe')).statusCode).toBe(400);
  });
});
