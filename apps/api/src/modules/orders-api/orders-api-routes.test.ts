import { sql } from 'kysely';
import {
  createdApiKeyResponseSchema,
  ordersResponseSchema,
  shopReviewsResponseSchema,
  type ApiOrderInput,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';

/** Low, so the limit test reaches it in a few requests. */
const PER_MINUTE = 30;

let testApp: TestApp;
let ordersKey: string;
let readKey: string;
const ordersPath = `/api/v1/shops/${DEMO_SHOP.slug}/orders`;
const reviewsPath = `/api/v1/shops/${DEMO_SHOP.slug}/reviews`;

async function newKey(scopes: string[]): Promise<{ secret: string; publicId: string }> {
  const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
  const answer = await owner.send('POST', `/reviews/shop/${DEMO_SHOP.slug}/api_keys`, {
    name: `test ${scopes.join(' ')}`,
    scopes,
  });
  const created = createdApiKeyResponseSchema.parse(answer.json());
  return { secret: created.secret, publicId: created.api_key.public_id };
}

beforeAll(async () => {
  testApp = await createTestApp({ API_REQUESTS_PER_MINUTE: String(PER_MINUTE) });
  ordersKey = (await newKey(['orders:write'])).secret;
  readKey = (await newKey(['reviews:read'])).secret;
});
afterAll(async () => {
  await testApp?.close();
});

const post = (
  body: unknown,
  key = ordersKey,
  headers: Record<string, string> = {},
  url = ordersPath,
) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

const order = (id: string, overrides: Partial<ApiOrderInput> = {}): ApiOrderInput => ({
  id,
  customer: { email: `Buyer-${id}@Example.com`, name: 'Bea Buyer' },
  placed_at: '2026-11-20T10:00:00Z',
  fulfilled_at: '2026-11-22T09:00:00+01:00',
  line_items: [
    {
      product_id: `SKU-${id}`,
      title: 'Tide Pool Tote',
      price: '39.90',
      currency: 'eur',
      quantity: 2,
      product_url: `https://harbor.example/products/sku-${id}`,
      image_url: `https://harbor.example/images/sku-${id}.jpg`,
    },
  ],
  ...overrides,
});

const countOf = async (query: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from ${sql.raw(query)}`.execute(
        testApp.database.db,
      )
    ).rows[0]!.n,
  );
const ordersWithId = (id: string) =>
  countOf(
    `orders o join shops s on s.id = o.shop_id where s.slug = '${DEMO_SHOP.slug}' and o.external_id = '${id}'`,
  );

describe('POST /api/v1/shops/{shop}/orders', () => {
  it('creates the order and the products new to the catalogue; the same order id again updates it', async () => {
    const created = await post(order('A-1001'));
    expect(created.statusCode).toBe(200);
    expect(ordersResponseSchema.parse(created.json())).toEqual({
      orders: [{ id: 'A-1001', result: 'created' }],
      created: 1,
      updated: 0,
    });
    const product = await testApp.database.db
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select([
        'p.handle',
        'p.title',
        'p.currency',
        'p.lowest_price',
        'p.external_url',
        'p.image_url',
      ])
      .where('s.slug', '=', DEMO_SHOP.slug)
      .where('p.external_id', '=', 'SKU-A-1001')
      .executeTakeFirstOrThrow();
    expect(product).toEqual({
      handle: 'tide-pool-tote',
      title: 'Tide Pool Tote',
      currency: 'EUR',
      lowest_price: '39.90',
      external_url: 'https://harbor.example/products/sku-A-1001',
      image_url: 'https://harbor.example/images/sku-A-1001.jpg',
    });
    const saved = await testApp.database.db
      .selectFrom('orders')
      .select(['customer_email', 'customer_name', 'fulfilled_at', 'user_id'])
      .where('external_id', '=', 'A-1001')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      customer_email: 'buyer-a-1001@example.com',
      customer_name: 'Bea Buyer',
      user_id: null,
    });
    expect(new Date(saved.fulfilled_at!).toISOString()).toBe('2026-11-22T08:00:00.000Z');

    const again = await post({
      orders: [
        order('A-1001', { customer: { email: 'bea@example.com', name: 'Bea B.' } }),
        order('A-1002'),
      ],
    });
    expect(again.json()).toEqual({
      orders: [
        { id: 'A-1001', result: 'updated' },
        { id: 'A-1002', result: 'created' },
      ],
      created: 1,
      updated: 1,
    });
    expect(await ordersWithId('A-1001')).toBe(1);
    expect(
      await countOf(
        `line_items li join orders o on o.id = li.order_id where o.external_id = 'A-1001'`,
      ),
    ).toBe(1);
    // A second product of the same name gets its own id after the handle.
    expect(
      await countOf(
        `products where external_id = 'SKU-A-1002' and handle = 'tide-pool-tote-sku-a-1002'`,
      ),
    ).toBe(1);
  });

  it('gives no account an order on the shop’s word: its buyer gets it by following the review request', async () => {
    await post(
      order('A-2001', { customer: { email: DEMO_ACCOUNTS.reviewer.email, name: 'Dana' } }),
    );
    const { user_id } = await testApp.database.db
      .selectFrom('orders')
      .select('user_id')
      .where('external_id', '=', 'A-2001')
      .executeTakeFirstOrThrow();
    expect(user_id).toBeNull();
  });

  it('follows a resent order’s quantities and prices', async () => {
    await post(order('A-3001'));
    const resent = order('A-3001');
    resent.line_items[0] = { ...resent.line_items[0]!, quantity: 5, price: '35.00' };
    expect((await post(resent)).json().orders).toEqual([{ id: 'A-3001', result: 'updated' }]);
    expect(
      await testApp.database.db
        .selectFrom('line_items as li')
        .innerJoin('orders as o', 'o.id', 'li.order_id')
        .select(['li.quantity', 'li.unit_price'])
        .where('o.external_id', '=', 'A-3001')
        .execute(),
    ).toEqual([{ quantity: 5, unit_price: '35.00' }]);
  });

  it('names each bad field of each order with 422 and saves none of them', async () => {
    const before = await countOf('orders');
    const answer = await post({
      orders: [
        order('B-1', { customer: { email: 'not an address', name: '' } }),
        order('B-2', {
          line_items: [{ ...order('x').line_items[0]!, price: -3, currency: 'XYZ' }],
        }),
        order('B-3', { fulfilled_at: '2026-11-01T00:00:00Z' }),
        order('B-4', { line_items: [{ ...order('x').line_items[0]!, currency: 'XYZ' }] }),
        order('B-5'),
        order('B-5'),
        order('B-6', { placed_at: '0000-01-01T00:00:00Z' }),
      ],
    });
    expect(answer.statusCode).toBe(422);
    const { error } = answer.json();
    expect(error.code).toBe('invalid_orders');
    expect(error.fields).toEqual({
      'orders.0.customer.email': 'Invalid email address',
      'orders.0.customer.name': 'name is the buyer’s name',
      'orders.1.line_items.0.price': 'price is the unit price, a number such as 24.50',
      'orders.2.fulfilled_at': 'fulfilled_at is not before placed_at',
      'orders.3.line_items.0.currency':
        'XYZ is not a currency Vouch knows: use an ISO 4217 code such as EUR',
      'orders.5.id': 'the order id B-5 is sent twice (also orders.4.id): send each order once',
      'orders.6.placed_at': 'placed_at is a date from 1970 on',
    });
    expect(await countOf('orders')).toBe(before);
    expect(await countOf(`products where external_id = 'SKU-B-5'`)).toBe(0);
  });

  it('refuses more than 1,000 orders with 413', async () => {
    const answer = await post({ orders: Array.from({ length: 1001 }, (_, n) => order(`C-${n}`)) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.message).toBe(
      'Send at most 1,000 orders a request (this one has 1,001): split them.',
    );
    expect(await ordersWithId('C-0')).toBe(0);
  });

  it('answers 401 without a key, with an unknown one and a revoked one; 403 for the wrong scope or shop', async () => {
    const noKey = await testApp.app.inject({
      method: 'POST',
      url: ordersPath,
      payload: order('D-1'),
    });
    expect(noKey.statusCode).toBe(401);
    expect((await post(order('D-1'), 'vouch_sk_nothing')).statusCode).toBe(401);
    const revoked = await newKey(['orders:write']);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    await owner.send('DELETE', `/reviews/shop/${DEMO_SHOP.slug}/api_keys/${revoked.publicId}`);
    const afterRevoking = await post(order('D-1'), revoked.secret);
    expect(afterRevoking.statusCode).toBe(401);
    expect(afterRevoking.json().error.message).toBe('That API key is unknown or was revoked.');

    const readOnly = await post(order('D-1'), readKey);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().error.message).toBe(
      'This API key may not do that: it needs the orders:write scope.',
    );
    const otherShop = await post(
      order('D-1'),
      ordersKey,
      {},
      '/api/v1/shops/some-other-shop/orders',
    );
    expect(otherShop.statusCode).toBe(403);
    expect(await ordersWithId('D-1')).toBe(0);
  });

  it('makes one order of two racing identical requests with one Idempotency-Key, and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'b3d1f0a2-race' };
    const [first, second] = await Promise.all([
      post(order('E-1'), ordersKey, key),
      post(order('E-1'), ordersKey, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(first.json().orders).toEqual([{ id: 'E-1', result: 'created' }]);
    expect(
      [first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort(),
    ).toEqual(['true', undefined]);
    expect(await ordersWithId('E-1')).toBe(1);

    const reused = await post(order('E-2'), ordersKey, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await ordersWithId('E-2')).toBe(0);
  });

  it('answers 429 with Retry-After past the per-key limit', async () => {
    const { secret } = await newKey(['orders:write']);
    const statuses: number[] = [];
    let limited;
    for (let n = 0; n <= PER_MINUTE; n++) {
      const answer = await post({ orders: 'not a list' }, secret);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) limited = answer;
    }
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('GET /api/v1/shops/{shop}/reviews', () => {
  const get = (query: string, key = readKey) =>
    testApp.app.inject({
      method: 'GET',
      url: `${reviewsPath}${query}`,
      headers: { authorization: `Bearer ${key}` },
    });

  it('pages through the shop’s reviews by change, each once, and asks for the scope', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 4; page++) {
      const answer = await get(`?limit=2${cursor ? `&since=${cursor}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const body = shopReviewsResponseSchema.parse(answer.json());
      seen.push(...body.reviews.map((review) => review.id));
      cursor = body.next_cursor!;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect((await get('?since=bm90IGEgY3Vyc29y')).statusCode).toBe(400);
    // A date Date.parse would read but PostgreSQL would not: still a plain 400.
    for (const text of ['1|5', 'March 7|5', '-271821-04-20T00:00:00Z|5'])
      expect((await get(`?since=${Buffer.from(text).toString('base64url')}`)).statusCode).toBe(400);
    expect((await get('', ordersKey)).statusCode).toBe(403);
  });
});
