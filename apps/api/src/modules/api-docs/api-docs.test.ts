import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { ordersRequestSchema, ordersResponseSchema } from '@vouch/contracts';
import { apiDocsPage } from './api-docs-page';
import { apiDocsModule, openApiDocument, type OpenApiDocument } from './index';
import type { JsonSchema, OpenApiOperation } from './openapi-types';

const ORIGIN = 'http://vouch.test';
const ORDERS = '/api/v1/shops/{shop}/orders';
const REVIEWS = '/api/v1/shops/{shop}/reviews';
const STATUSES: Record<string, string[]> = {
  [ORDERS]: ['200', '400', '401', '403', '413', '422', '429'],
  [REVIEWS]: ['200', '400', '401', '403', '429'],
};

let app: FastifyInstance;
let served: OpenApiDocument;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(apiDocsModule, { publicOrigin: `${ORIGIN}/` });
  served = (await app.inject('/api/v1/openapi.json')).json();
});
afterAll(() => app.close());

const schemaNamed = (name: string): JsonSchema => {
  const schema = served.components.schemas[name];
  if (!schema) throw new Error(`no component ${name}`);
  return schema;
};
const post = () => served.paths[ORDERS]!.post!;
const get = () => served.paths[REVIEWS]!.get!;

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

/** The places in a value holding undefined or a function, hidden (non-enumerable) properties included. */
function unserialisable(value: unknown, at = '$'): string[] {
  if (value === undefined || typeof value === 'function') return [at];
  if (typeof value !== 'object' || value === null) return [];
  return Object.getOwnPropertyNames(value).flatMap((key) =>
    unserialisable((value as Record<string, unknown>)[key], `${at}.${key}`),
  );
}

describe('GET /api/v1/openapi.json', () => {
  it('answers the document as cacheable JSON', async () => {
    const response = await app.inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(served.openapi).toMatch(/^3\.1\.\d+$/);
    expect(served.info).toMatchObject({ title: 'Vouch shop API', version: expect.any(String) });
    expect(served.servers).toEqual([{ url: ORIGIN }]);
  });

  it('describes both operations with their methods, bearer key and scope', () => {
    expect(Object.keys(served.paths).sort()).toEqual([ORDERS, REVIEWS]);
    expect(Object.keys(served.paths[ORDERS]!)).toEqual(['post']);
    expect(Object.keys(served.paths[REVIEWS]!)).toEqual(['get']);
    expect(served.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(post().security).toEqual([{ bearerAuth: ['orders:write'] }]);
    expect(get().security).toEqual([{ bearerAuth: ['reviews:read'] }]);
    expect(post().description).toContain('curl -X POST http://vouch.test/api/v1/shops/');
  });

  it('lists every answer, each refusal with the one error body', () => {
    for (const [path, operation] of [
      [ORDERS, post()],
      [REVIEWS, get()],
    ] as [string, OpenApiOperation][]) {
      expect(Object.keys(operation.responses)).toEqual(STATUSES[path]);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description).not.toBe('');
        if (status !== '200')
          expect(response.content?.['application/json']?.schema).toEqual({
            $ref: '#/components/schemas/ErrorResponse',
          });
      }
      expect(operation.responses['429']!.headers).toEqual({
        'Retry-After': { $ref: '#/components/headers/RetryAfter' },
      });
    }
    expect(schemaNamed('ErrorResponse').properties?.error).toMatchObject({
      required: ['code', 'message'],
    });
    expect(served.components.headers.RetryAfter?.schema).toEqual({
      type: 'integer',
      minimum: 0,
    });
  });

  it('takes the Idempotency-Key header on POST and the cursor and limit on GET', () => {
    expect(post().parameters).toEqual([
      { $ref: '#/components/parameters/Shop' },
      { $ref: '#/components/parameters/IdempotencyKey' },
    ]);
    expect(served.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
    });
    expect(served.components.parameters.Shop).toMatchObject({
      name: 'shop',
      in: 'path',
      required: true,
    });
    expect(get().parameters.slice(1)).toEqual([
      expect.objectContaining({ name: 'since', in: 'query', required: false }),
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
      }),
    ]);
  });

  it('generates the request body from the input side of the contract', () => {
    expect(post().requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OrdersRequest',
    });
    expect(refsIn(schemaNamed('OrdersRequest'))).toEqual([
      '#/components/schemas/OrderBatch',
      '#/components/schemas/ApiOrder',
    ]);
    expect(schemaNamed('OrderBatch').properties?.orders).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 1000,
    });
    const order = schemaNamed('ApiOrder');
    expect(order.required).toEqual(
      expect.arrayContaining(['id', 'customer', 'placed_at', 'line_items']),
    );
    expect(order.required).not.toContain('fulfilled_at');
    const lineItem = schemaNamed('ApiOrderLineItem');
    // Input side: quantity has a default so a shop may leave it out, and a price may be a string.
    expect(lineItem.required).not.toContain('quantity');
    expect(refsIn(lineItem.properties?.price)).toEqual([]);
    expect(JSON.stringify(lineItem.properties?.price)).toContain('"type":"string"');
  });

  it("gives examples the contracts accept, and answers from the contracts' output side", () => {
    const examples = post().requestBody!.content['application/json']!.examples!;
    expect(Object.keys(examples)).toEqual(['oneOrder', 'batch']);
    for (const example of Object.values(examples))
      expect(ordersRequestSchema.safeParse(example.value).success).toBe(true);
    const answer = post().responses['200']!.content!['application/json']!;
    for (const example of Object.values(answer.examples ?? {}))
      expect(ordersResponseSchema.safeParse(example.value).success).toBe(true);
    expect(schemaNamed('ShopReviewsResponse')).toMatchObject({
      required: ['reviews', 'next_cursor'],
      additionalProperties: false,
    });
  });

  it('names only components it holds, written as plain 2020-12 schemas', () => {
    for (const ref of refsIn(served)) {
      const [, kind, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect(
        (served.components as unknown as Record<string, Record<string, unknown>>)[kind!]?.[name!],
      ).toBeDefined();
    }
    for (const schema of Object.values(served.components.schemas)) {
      expect(schema.$id).toBeUndefined();
      expect(schema.$schema).toBeUndefined();
    }
  });

  it('is plain JSON: no undefined, no functions, the same after a round trip', () => {
    const document = openApiDocument(ORIGIN);
    expect(unserialisable(document)).toEqual([]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(served).toEqual(document);
  });
});

describe('GET /api/v1/docs', () => {
  const page = async () => {
    const response = await app.inject('/api/v1/docs');
    return { response, document: new JSDOM(response.body).window.document };
  };

  it('answers a page that loads nothing and whose one style its policy allows', async () => {
    const { response, document } = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(document.querySelectorAll('script, link, img, iframe')).toHaveLength(0);
    const styles = [...document.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!.textContent!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('is accessible: language, title, headings in order, tables with scoped headers', async () => {
    const { document } = await page();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Vouch shop API');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels
      .slice(1)
      .forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
    const tables = [...document.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      expect(
        table.getAttribute('aria-label') ?? table.getAttribute('aria-labelledby'),
      ).toBeTruthy();
      for (const header of table.querySelectorAll('thead th'))
        expect(header.getAttribute('scope')).toBe('col');
      for (const header of table.querySelectorAll('tbody th'))
        expect(header.getAttribute('scope')).toBe('row');
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of document.querySelectorAll('a[href^="#"]'))
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('has a heading per operation with its auth, fields and every status', async () => {
    const { document } = await page();
    const ordersSection = document.getElementById('sendOrders')!.closest('section')!;
    const reviewsSection = document.getElementById('listShopReviews')!.closest('section')!;
    expect(ordersSection.querySelector('h2')!.textContent).toBe(`POST ${ORDERS}`);
    expect(reviewsSection.querySelector('h2')!.textContent).toBe(`GET ${REVIEWS}`);
    expect(ordersSection.textContent).toContain('orders:write');
    expect(reviewsSection.textContent).toContain('reviews:read');
    expect(ordersSection.textContent).toContain('Idempotency-Key');
    expect(ordersSection.textContent).toContain('curl -X POST');
    for (const [section, path] of [
      [ordersSection, ORDERS],
      [reviewsSection, REVIEWS],
    ] as const) {
      const rows = [...section.querySelectorAll('tbody th')].map((th) => th.textContent ?? '');
      for (const status of STATUSES[path]!)
        expect(rows.some((row) => row.startsWith(`${status} `))).toBe(true);
    }
    const orderFields = [
      ...document.querySelectorAll('table[aria-labelledby="sendOrders-ApiOrder"] tbody tr'),
    ].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(orderFields).toContainEqual([
      'customer.email',
      'string',
      'yes',
      expect.stringContaining('at most 254 characters'),
    ]);
    expect(orderFields).toContainEqual([
      'fulfilled_at',
      'string (date-time) or null',
      'no',
      expect.stringContaining('not before placed_at'),
    ]);
    expect(document.getElementById('listShopReviews-ApiReview')).not.toBeNull();
    expect(document.getElementById('errors-ErrorResponse')).not.toBeNull();
  });

  it('escapes what the document says', () => {
    const html = apiDocsPage(openApiDocument('http://x.test/"><script>alert(1)</script>'), {
      documentPath: '/api/v1/openapi.json',
    });
    expect(new JSDOM(html).window.document.querySelector('script')).toBeNull();
    expect(html).toContain('&#60;script&#62;');
  });
});
