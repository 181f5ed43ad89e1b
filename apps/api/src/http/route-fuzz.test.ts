import fc from 'fast-check';
import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import type { RouteEntry } from '../app';
import { MALFORMED_UPLOADS, UPLOAD_ROUTES } from '../testing/malformed-uploads';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../testing/test-app';

/**
 * Issue #19, item 2: every route of the route table gets random and hostile input in each query
 * parameter, path segment and body field its zod contract names (and in some it does not), as a
 * guest and signed in. Property: never a 5xx; a refusal comes in the {error:{code,message}} shape
 * and leaves the database as it was. `npm test` runs a small fixed-seed sample; `npm run fuzz`
 * runs FUZZ_RUNS cases (FUZZ_SEED picks another sample).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 400;
const SEED = Number(process.env.FUZZ_SEED) || 20261124;

let testApp: TestApp;
let viewers: TestBrowser[];
let routes: RouteEntry[];
let tables: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const guest = new TestBrowser(testApp.app);
  await guest.open('/reviews');
  viewers = [
    guest,
    await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer),
    await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner),
  ];
  // Signing out would turn a signed-in viewer into a guest for the rest of the run; guests already cover it.
  routes = testApp.app.routeTable.filter(
    (route) => route.method !== 'HEAD' && route.url !== '/logout',
  );
  const { rows } = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(
    testApp.database.db,
  );
  // Rows that change on every request by design: sessions' last use, attempt counters; and the
  // server's own record, renewed every minute whatever it is asked.
  const everyRequest = new Set([
    'sessions',
    'login_attempts',
    'signup_attempts',
    'schema_migrations',
    'api_servers',
  ]);
  tables = rows.map((row) => row.name).filter((name) => !everyRequest.has(name));
}, 120_000);
afterAll(() => testApp.close());

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '__proto__',
  'constructor',
  'toString',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'NaN',
  '-0',
  '0000-01-01T00:00:00Z',
  '9999-99-99',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'javascript:alert(1)',
  'x'.repeat(10_000),
  '',
  ' ',
  'true',
  'null',
];
/** The text with lone surrogates replaced (U+FFFD), as encodeURIComponent needs it. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Already percent-encoded pieces an address may carry as they are: a NUL, bytes that are not UTF-8. */
const RAW_ENCODED = ['%00', '%FF', '%E0%80', '%', '%zz', '%C0%AF'];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'page'), hostileText, {
    maxKeys: 2,
  }),
);

/** An address piece: encoded text, or a raw percent-encoded byte sequence. */
const addressPiece = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((text) => encodeURIComponent(wellFormed(text))) },
  fc.constantFrom(...RAW_ENCODED),
);

/** The field names a route's zod schema part declares (an object's shape), if any. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function asQueryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

interface FuzzCase {
  route: RouteEntry;
  viewer: number;
  pathPieces: string[];
  query: [string, unknown][];
  rawQuery: string | null;
  body: unknown;
}

/** A request to one of `table`'s routes. */
const fuzzCaseOf = (table: RouteEntry[]): fc.Arbitrary<FuzzCase> =>
  fc.constantFrom(...table).chain((route) => {
    const queryNames = [...fieldsOf(route.schema?.querystring), 'format', 'page'];
    const bodyNames = fieldsOf(route.schema?.body);
    return fc.record({
      route: fc.constant(route),
      viewer: fc.integer({ min: 0, max: 2 }),
      pathPieces: fc.array(addressPiece, { minLength: 4, maxLength: 4 }),
      query: fc.array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...queryNames) }, hostileText),
          hostileValue,
        ),
        { maxLength: 4 },
      ),
      rawQuery: fc.option(
        fc.constantFrom(
          ...RAW_ENCODED.map((piece) => `q=${piece}`),
          'a=%00&b=1',
          '&&&',
          '=x',
          'page[__proto__]=1',
        ),
      ),
      body: fc.oneof(
        {
          weight: 4,
          arbitrary:
            bodyNames.length > 0
              ? fc.dictionary(fc.oneof(fc.constantFrom(...bodyNames), hostileText), hostileValue, {
                  maxKeys: 5,
                })
              : hostileValue,
        },
        hostileValue,
        fc.constant({ ['__proto__']: { admin: true } }),
      ),
    });
  });

function addressOf(fuzz: FuzzCase): string {
  let index = 0;
  const next = () => fuzz.pathPieces[index++ % fuzz.pathPieces.length]!;
  const path = fuzz.route.url
    .split('/')
    .map((segment) =>
      segment === '*' ? `${next()}/${next()}` : segment.replace(/:[A-Za-z_]+/g, next),
    )
    .join('/');
  const query = fuzz.query.flatMap(([name, value]) =>
    asQueryValues(value).map(
      (item) => `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(item))}`,
    ),
  );
  if (fuzz.rawQuery) query.push(fuzz.rawQuery);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Every table's rows, hashed: equal before and after a refused write, or something was written. */
async function databaseFingerprint(): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{
        fingerprint: string;
      }>`select count(*)::text || ':' || coalesce(sum(hashtext(t::text)), 0)::text as fingerprint from ${sql.table(table)} t`.execute(
        testApp.database.db,
      );
      return `${table}=${rows[0]!.fingerprint}`;
    }),
  );
  return parts.join(' ');
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

async function send(fuzz: FuzzCase) {
  const viewer = viewers[fuzz.viewer]!;
  const url = addressOf(fuzz);
  const method = fuzz.route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (method === 'GET') return { url, response: await viewer.get(url) };
  const isObject = fuzz.body !== null && typeof fuzz.body === 'object' && !Array.isArray(fuzz.body);
  const response = isObject
    ? await viewer.send(method, url, fuzz.body)
    : await viewer.sendRaw(method, url, JSON.stringify(fuzz.body) ?? 'null', 'application/json');
  return { url, response };
}

describe('route fuzzing (issue #19, item 2)', () => {
  it('walks a route table of every module', () => {
    const urls = routes.map((route) => route.url);
    for (const expected of [
      '/login',
      '/reviews/search.json',
      '/reviews/questions',
      '/reviews/reviewer/disputes',
      '/api/v1/widgets/product_review',
      '/*',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it(`answers ${RUNS} random and hostile requests without a 5xx, refusing in the error shape and writing nothing when it refuses`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzCaseOf(routes), async (fuzz) => {
        const unsafe = fuzz.route.method !== 'GET';
        const before = unsafe ? await databaseFingerprint() : null;
        const { url, response } = await send(fuzz);
        const where = `${fuzz.route.method} ${url.slice(0, 300)} as viewer ${fuzz.viewer}`;
        if (response.statusCode >= 500)
          throw new Error(
            `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        if (response.statusCode < 400) return;
        // An address no route takes falls through to the site's catch-all, which answers a missing page as a page.
        const isPage = String(response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage && !errorResponseSchema.safeParse(safeJson(response.body)).success) {
          throw new Error(
            `${where} answered ${response.statusCode} without the error shape: ${response.body.slice(0, 300)}`,
          );
        }
        if (before !== null && before !== (await databaseFingerprint()))
          throw new Error(`${where} was refused (${response.statusCode}) but changed the database`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  it('answers every malformed multipart body on the four upload routes with a 400 in the error shape, writing nothing (issue #28, item 4)', async () => {
    const reviewer = viewers[1]!;
    for (const url of UPLOAD_ROUTES) {
      for (const upload of MALFORMED_UPLOADS) {
        const before = await databaseFingerprint();
        const response = await reviewer.sendRaw('POST', url, upload.body, upload.contentType);
        const where = `POST ${url} with ${upload.name}`;
        if (response.statusCode !== 400)
          throw new Error(
            `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        if (!errorResponseSchema.safeParse(safeJson(response.body)).success)
          throw new Error(`${where} answered without the error shape: ${response.body}`);
        if (before !== (await databaseFingerprint()))
          throw new Error(`${where} was refused but changed the database`);
      }
    }
  }, 120_000);
});
