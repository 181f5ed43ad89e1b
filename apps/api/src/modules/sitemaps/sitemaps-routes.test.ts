import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import { registerZodCompilers } from '../../http/zod-type-provider';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sitemapsModule } from './sitemaps-routes';

const ORIGIN = 'http://vouch.test';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let testApp: TestApp;
/** The same module on the same database with ten URLs a file and batches of three: pages split, batches end mid-file. */
let smallFiles: FastifyInstance;
beforeAll(async () => {
  testApp = await createTestApp();
  smallFiles = Fastify({ logger: false });
  registerErrorHandler(smallFiles);
  registerZodCompilers(smallFiles);
  await smallFiles.register(sitemapsModule, {
    db: testApp.database.db,
    publicOrigin: `${ORIGIN}/`,
    urlsPerFile: 10,
    batchSize: 3,
  });
});
afterAll(async () => {
  await smallFiles.close();
  await testApp.close();
});

const query = <Row>(statement: ReturnType<typeof sql<Row>>) =>
  statement.execute(testApp.database.db).then((result) => result.rows);
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The XML document of a response; JSDOM's XML parser throws on anything not well-formed. */
function xmlOf(response: LightMyRequestResponse): Document {
  return new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
}

function childText(element: Element, name: string): string | null {
  return [...element.children].find((child) => child.localName === name)?.textContent ?? null;
}

/** The sitemap files an index lists, as paths. */
async function indexedFiles(app: FastifyInstance): Promise<string[]> {
  const response = await get(app, '/sitemap.xml');
  expect(response.statusCode).toBe(200);
  const document = xmlOf(response);
  expect(document.documentElement.localName).toBe('sitemapindex');
  expect(document.documentElement.namespaceURI).toBe(NAMESPACE);
  return [...document.documentElement.children].map((entry) => {
    const loc = childText(entry, 'loc')!;
    expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    return loc.slice(ORIGIN.length);
  });
}

/** The `<url>` entries of one sitemap file (checked well-formed, in the protocol's namespace). */
async function fileEntries(
  app: FastifyInstance,
  path: string,
): Promise<{ loc: string; lastmod: string | null }[]> {
  const response = await get(app, path);
  expect([path, response.statusCode]).toEqual([path, 200]);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const document = xmlOf(response);
  expect(document.documentElement.localName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe(NAMESPACE);
  return [...document.documentElement.children].map((url) => ({
    loc: childText(url, 'loc')!,
    lastmod: childText(url, 'lastmod'),
  }));
}

async function entriesOfKind(app: FastifyInstance, kind: string) {
  const files = (await indexedFiles(app)).filter((path) => path.startsWith(`/sitemaps/${kind}-`));
  return (await Promise.all(files.map((path) => fileEntries(app, path)))).flat();
}

const locOf = (path: string) => `${ORIGIN}${path}`;

async function allProductLocs(): Promise<string[]> {
  const rows = await query(
    sql<{
      slug: string;
      handle: string;
    }>`select s.slug, p.handle from products p join shops s on s.id = p.shop_id`,
  );
  return rows
    .map((row) =>
      locOf(
        `/reviews/stores/${encodeURIComponent(row.slug)}/products/${encodeURIComponent(row.handle)}`,
      ),
    )
    .sort();
}

describe('GET /robots.txt', () => {
  it('disallows the private pages, allows the public ones, and names the sitemap index by its absolute address', async () => {
    const response = await get(testApp.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      '/reviews/users/',
      '/reviews/profile/edit$',
      '/reviews/write-review',
      '/reviews/stores/*/disputes/new',
      '/reviews/profile/disputes/',
    ])
      expect(lines).toContain(`Disallow: ${rule}`);
    for (const rule of ['/reviews/arbitrator', '/login', '/logout'])
      expect(lines).toContain(`Disallow: ${rule}`);
    expect(
      lines.filter((line) =>
        /^Disallow: \/reviews\/(stores\/?|profile\/?|categories|search)$/.test(line),
      ),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers 304 to a client that holds it', async () => {
    const first = await get(testApp.app, '/robots.txt');
    const again = await get(testApp.app, '/robots.txt', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists a file of each kind, each of which answers', async () => {
    const response = await get(testApp.app, '/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const files = await indexedFiles(testApp.app);
    for (const kind of ['pages', 'shops', 'products', 'categories', 'profiles'])
      expect(files).toContain(`/sitemaps/${kind}-1.xml`);
    for (const path of files) expect((await get(testApp.app, path)).statusCode).toBe(200);
  });

  it('goes out compressed to a client that accepts it', async () => {
    const response = await get(testApp.app, '/sitemaps/products-1.xml', {
      'accept-encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await get(testApp.app, '/sitemaps/products-1.xml');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('sitemap files', () => {
  it('list every product once, the demo product with its lastmod, and nothing that is not a product', async () => {
    const entries = await entriesOfKind(testApp.app, 'products');
    expect(entries.map((entry) => entry.loc).sort()).toEqual(await allProductLocs());
    const demo = entries.find(
      (entry) =>
        entry.loc === locOf(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`),
    );
    expect(demo?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('date a product by its newest shown review, not by a review it does not show', async () => {
    const demoProduct = sql`(select p.id from products p join shops s on s.id = p.shop_id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle})`;
    await query(
      sql`update reviews set created_at = '2099-01-01T00:00:00Z' where public_id = ${SECOND_REVIEWER_DRAFT.publicId} and not published`,
    );
    const [shown] = await query(sql<{ id: string }>`
      update reviews set created_at = '2098-06-07T08:09:10Z'
      where id = (select min(id) from reviews where product_id = ${demoProduct} and published and deleted_at is null) returning id::text`);
    expect(shown).toBeDefined();
    const entries = await fileEntries(testApp.app, '/sitemaps/products-1.xml');
    const demo = entries.find(
      (entry) =>
        entry.loc === locOf(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`),
    );
    expect(demo?.lastmod).toBe('2098-06-07T08:09:10Z');
  });

  it('drop a product once it is removed', async () => {
    const [removed] = await query(sql<{ slug: string; handle: string }>`
      with gone as (delete from products where id = (select max(p.id) from products p where not exists (select 1 from line_items l where l.product_id = p.id))
                    returning shop_id, handle)
      select s.slug, gone.handle from gone join shops s on s.id = gone.shop_id`);
    const locs = (await entriesOfKind(testApp.app, 'products')).map((entry) => entry.loc);
    expect(locs).not.toContain(
      locOf(`/reviews/stores/${removed!.slug}/products/${removed!.handle}`),
    );
    expect(locs.sort()).toEqual(await allProductLocs());
  });

  it('list every shop, the reviewers with a public page but no arbitrator, and the categories that do not redirect', async () => {
    const shops = (await entriesOfKind(testApp.app, 'shops')).map((entry) => entry.loc);
    const shopRows = await query(sql<{ slug: string }>`select slug from shops`);
    expect(shops.sort()).toEqual(
      shopRows.map((row) => locOf(`/reviews/stores/${encodeURIComponent(row.slug)}`)).sort(),
    );

    const profiles = (await entriesOfKind(testApp.app, 'profiles')).map((entry) => entry.loc);
    expect(profiles).toContain(locOf(`/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}`));
    expect(profiles).not.toContain(locOf(`/reviews/profile/${DEMO_ACCOUNTS.arbitrator.slug}`));
    const reviewers = await query(
      sql<{ count: number }>`select count(*)::int as count from users where role = 'reviewer'`,
    );
    expect(profiles).toHaveLength(reviewers[0]!.count);
    const page = await get(
      testApp.app,
      `/reviews/profile/${DEMO_ACCOUNTS.arbitrator.slug}?format=json`,
    );
    expect(page.statusCode).toBe(404);

    const categories = (await entriesOfKind(testApp.app, 'categories')).map((entry) => entry.loc);
    const categoryRows = await query(
      sql<{ handle: string; is_deepest: boolean }>`select handle, is_deepest from categories`,
    );
    expect(categories.sort()).toEqual(
      categoryRows
        .filter((row) => !row.is_deepest)
        .map((row) => locOf(`/reviews/categories/${encodeURIComponent(row.handle)}`))
        .sort(),
    );
    expect(categoryRows.some((row) => row.is_deepest)).toBe(true);
  });

  it('list the public pages without params and none of a single viewer', async () => {
    const pages = (await entriesOfKind(testApp.app, 'pages')).map((entry) => entry.loc);
    expect(pages).toEqual(
      expect.arrayContaining([
        locOf('/reviews'),
        locOf('/reviews/categories'),
        locOf('/reviews/trust'),
      ]),
    );
    for (const path of [
      '/reviews/feed',
      '/reviews/following',
      '/reviews/write-review',
      '/reviews/profile/edit',
      '/reviews/arbitrator',
      '/login',
    ])
      expect(pages).not.toContain(locOf(path));
  });
});

describe('the per-file cap (ten URLs a file)', () => {
  it('splits products into files of at most ten that together list every product exactly once', async () => {
    const files = (await indexedFiles(smallFiles)).filter((path) =>
      path.startsWith('/sitemaps/products-'),
    );
    const products = await allProductLocs();
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(products.length / 10));
    // One file after another: sixty streams at once on a busy test machine wait past the pool's
    // connection timeout, and what is checked here is each file's contents.
    const perFile = [];
    for (const path of files) perFile.push(await fileEntries(smallFiles, path));
    for (const entries of perFile) {
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(10);
    }
    const locs = perFile.flat().map((entry) => entry.loc);
    expect(locs).toHaveLength(new Set(locs).size);
    expect(locs.sort()).toEqual(products);
  });

  it('splits the static pages too, and writes addresses without a doubled slash', async () => {
    const files = (await indexedFiles(smallFiles)).filter((path) =>
      path.startsWith('/sitemaps/pages-'),
    );
    expect(files).toEqual(['/sitemaps/pages-1.xml']);
    const entries = await fileEntries(smallFiles, files[0]!);
    expect(entries.length).toBeLessThanOrEqual(10);
    expect(entries[0]!.loc).toBe(`${ORIGIN}/reviews`);
  });
});

describe('unknown sitemap files', () => {
  it.each([
    '/sitemaps/products-999.xml',
    '/sitemaps/bogus.xml',
    '/sitemaps/products-0.xml',
    '/sitemaps/products-1.json',
    '/sitemaps/products-99999999999.xml',
    '/sitemaps/pages-2.xml',
  ])('%s is 404 in the error shape', async (path) => {
    for (const app of [testApp.app, smallFiles]) {
      const response = await get(app, path);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });

  it('is 404 for a range that holds no row', async () => {
    const [largest] = await query(sql<{ max: number }>`select max(id)::int as max from products`);
    const response = await get(
      smallFiles,
      `/sitemaps/products-${Math.ceil(largest!.max / 10) + 1}.xml`,
    );
    expect(response.statusCode).toBe(404);
  });
});
