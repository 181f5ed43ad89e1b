import Fastify from 'fastify';
import {
  accountMenuCountsResponseSchema,
  errorResponseSchema,
  meFailureResponseSchema,
  meResponseSchema,
  reviewerLocaleResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { registerZodCompilers } from '../../http/zod-type-provider';
import { registerErrorHandler } from '../../plugins/error-handler';
import { countDeskItems } from '../disputes';
import { meModule } from './me-routes';
import { countShopInbox } from '../shop-inbox';
import { countOrdersAwaitingReview } from '../write-review';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /reviews/me.json (spec §7)', () => {
  it('answers a guest with country, store currency and no reviewer, and no rates unless asked', async () => {
    const response = await testApp.app.inject({
      url: '/reviews/me.json',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const me = meResponseSchema.parse(response.json());
    expect(me).toEqual({ current_country: 'GB', currency: '*', reviewer: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('adds exchange_rates keyed by currency code when asked for them', async () => {
    const me = meResponseSchema.parse(
      (await testApp.app.inject('/reviews/me.json?exchange_rates=true')).json(),
    );
    expect(me.exchange_rates).toMatchObject({
      USD: 1,
      EUR: expect.any(Number),
      GBP: expect.any(Number),
    });
    // The seed lists ISK without a rate: spec §4 falls back to the store currency for it.
    expect(me.exchange_rates).not.toHaveProperty('ISK');
  });

  it('refuses a malformed exchange_rates flag with a 400', async () => {
    expect((await testApp.app.inject('/reviews/me.json?exchange_rates=maybe')).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /reviews/profile/reviewers/0 (spec §7)', () => {
  const signedIn = async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    await browser.send('POST', '/login', {
      email: DEMO_ACCOUNTS.reviewer.email,
      password: DEMO_ACCOUNTS.reviewer.password,
    });
    return browser;
  };

  it("keeps a signed-in reviewer's currency and country, and me.json answers them", async () => {
    const browser = await signedIn();
    const currency = await browser.send('PUT', '/reviews/profile/reviewers/0', {
      reviewer: { rs_currency: 'eur' },
    });
    expect(currency.statusCode).toBe(200);
    expect(reviewerLocaleResponseSchema.parse(currency.json()).currency).toBe('EUR');
    const country = await browser.send('PUT', '/reviews/profile/reviewers/0', {
      reviewer: { rs_country: 'de' },
    });
    expect(reviewerLocaleResponseSchema.parse(country.json())).toEqual({
      currency: 'EUR',
      current_country: 'DE',
    });
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json())).toMatchObject({
      currency: 'EUR',
      current_country: 'DE',
    });
    await browser.send('PUT', '/reviews/profile/reviewers/0', { reviewer: { rs_currency: '*' } });
  });

  it('refuses a currency without a rate with 400 and leaves the saved one', async () => {
    const browser = await signedIn();
    await browser.send('PUT', '/reviews/profile/reviewers/0', { reviewer: { rs_currency: 'GBP' } });
    const refused = await browser.send('PUT', '/reviews/profile/reviewers/0', {
      reviewer: { rs_currency: 'ISK' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(
      /Choose a currency from the list/,
    );
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).currency).toBe(
      'GBP',
    );
  });

  it('answers guests with 401', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/login');
    expect(
      (
        await browser.send('PUT', '/reviews/profile/reviewers/0', {
          reviewer: { rs_currency: 'EUR' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /reviews/profile/menu_counts (issue #29: the account menu counts what waits)', () => {
  const idOf = async (email: string) =>
    (
      await testApp.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const countsOf = async (account: { email: string; password: string }) => {
    const response = await (
      await signedInBrowser(testApp.app, account)
    ).get('/reviews/profile/menu_counts');
    expect(response.headers['cache-control']).toBe('private, no-store');
    return accountMenuCountsResponseSchema.parse(response.json());
  };

  it('gives a reviewer their orders waiting, with no shop inbox or desk that is not theirs', async () => {
    const dana = await idOf(DEMO_ACCOUNTS.reviewer.email);
    expect(await countsOf(DEMO_ACCOUNTS.reviewer)).toEqual({
      orders_awaiting_review: await countOrdersAwaitingReview(testApp.database.db, dana),
      shop_inbox: null,
      arbitrator_desk: null,
    });
  });

  it("gives a shop's member its inbox and an arbitrator their desk, each as its page counts it", async () => {
    const owner = await countsOf(DEMO_ACCOUNTS.shopOwner);
    expect(owner.shop_inbox).toBe(
      await countShopInbox(testApp.database.db, await idOf(DEMO_ACCOUNTS.shopOwner.email)),
    );
    expect(owner.shop_inbox).toBeGreaterThan(0);
    expect(owner.arbitrator_desk).toBeNull();
    const arbitrator = await countsOf(DEMO_ACCOUNTS.arbitrator);
    expect(arbitrator.arbitrator_desk).toBe(
      await countDeskItems(testApp.database.db, await idOf(DEMO_ACCOUNTS.arbitrator.email)),
    );
    expect(arbitrator.arbitrator_desk).toBeGreaterThan(0);
    expect(arbitrator.shop_inbox).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    const response = await testApp.app.inject('/reviews/profile/menu_counts');
    expect(response.statusCode).toBe(401);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      'Sign in to see what waits for you.',
    );
  });
});

describe('me.json when the rates cannot be read', () => {
  it('answers 503 with Retry-After, and the country and currency beside the error (spec §7: the error response is read for the same fields)', async () => {
    const app = Fastify();
    registerZodCompilers(app);
    registerErrorHandler(app);
    app.decorateRequest('viewer', {
      getter: () => ({ user: null, sessionToken: null, anonymousId: null }),
    });
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    await app.register(meModule, {
      db: testApp.database.db,
      exchangeRates: () => Promise.reject(timedOut),
    });
    const response = await app.inject({
      url: '/reviews/me.json?exchange_rates=true',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(meFailureResponseSchema.parse(response.json())).toMatchObject({
      error: { code: 'unavailable' },
      current_country: 'GB',
      currency: '*',
    });
    await app.close();
  });
});
