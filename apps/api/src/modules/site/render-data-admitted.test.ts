import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '@vouch/db';
import { buildApp } from '../../app';
import {
  BROWSER,
  EMPTY_ROOT,
  fakeSiteBuild,
  fakeSiteConfig,
  GOOGLEBOT,
  type FakeSiteBuild,
} from '../../testing/fake-site-build';
import { createTestDatabase } from '../../testing/test-database';

/** How long the shell waits before it asks for a `slow` page's data: a page request in flight meanwhile. */
const SLOW_MS = 300;

/**
 * A shell whose server entry renders a page only with its data, asked from the API in-process as
 * the real shell asks it (`serverFetch`): a refused data request is a page not rendered.
 */
const DATA_SHELL = `
exports.loadRemotes = async () => [];
exports.renderPage = async (request) => {
  if (request.location.includes('slow')) await new Promise((resolve) => setTimeout(resolve, ${SLOW_MS}));
  const answer = await request.server.serverFetch(request.server.serverOrigin + '/reviews/all_categories');
  if (answer.status !== 200) return { rendered: false, reason: 'the categories answered ' + answer.status };
  await answer.json();
  return { rendered: true, html: '<main>Rendered with its data</main>', styleTags: '', state: {} };
};`;

let app: FastifyInstance;
let database: AppDatabase;
let site: FakeSiteBuild;
let searches = 0;

beforeAll(async () => {
  site = fakeSiteBuild(DATA_SHELL);
  database = await createTestDatabase(null);
  const config = fakeSiteConfig(site, {
    SERVER_RENDER_BUDGET_MS: '200',
    SERVER_RENDER_THREADS: '1',
    // One request at a time: the page's own.
    MAX_IN_FLIGHT: '1',
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  site.remove();
});

const neverSeen = (words = 'mug') => `/reviews/search?q=${words}-${++searches}`;
const ask = (url: string, userAgent: string) =>
  app.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent } });

describe("a server render's data requests (issue #58)", () => {
  it('are not refused by the in-flight limit its page request already passed: with room for one request, a guest’s first-time page renders with its data', async () => {
    for (const userAgent of [BROWSER, GOOGLEBOT]) {
      const response = await ask(neverSeen(), userAgent);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Rendered with its data');
      expect(response.body).not.toMatch(EMPTY_ROOT);
    }
  });

  it('leave the limit to everyone else: a request from outside while the page is in flight is refused', async () => {
    const page = ask(neverSeen('slow'), BROWSER);
    // The page request has its place, and its render waits before asking for its data.
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 3));
    const outside = await app.inject({
      url: '/reviews/all_categories',
      // A header cannot make a request pass for the renderer's own.
      headers: { 'user-agent': 'lightMyRequest', host: 'vouch.in-process' },
    });
    expect(outside.statusCode).toBe(503);
    expect(Number(outside.headers['retry-after'])).toBeGreaterThan(0);
    const response = await page;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rendered with its data');
  });
});
