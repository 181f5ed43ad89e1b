import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDatabase } from '@vouch/db';
import { buildApp } from '../../app';
import { renderFallbacks } from '../../metrics/render-metrics';
import {
  BROWSER,
  EMPTY_ROOT,
  fakeSiteBuild,
  fakeSiteConfig,
  GOOGLEBOT,
  type FakeSiteBuild,
} from '../../testing/fake-site-build';
import { createTestDatabase } from '../../testing/test-database';
import { LONGEST_RENDER_BUDGETS } from './server-renderer';
import { RENDERS_PER_THREAD } from './render-pool';

const BUDGET_MS = 100;
/** How long past its deadline a `held` search keeps its place in the render thread. */
const HELD_PAST_DEADLINE_MS = 6 * BUDGET_MS;

/**
 * A shell whose server entry renders a search for `slow` in four budgets (past the server's
 * budget, within a guest's wait), and holds every other page until its deadline and gives up: the
 * render budget exhausted, as on a busy machine. A search for `held` gives up later still, so its
 * render keeps its place in the thread after its guest's wait ended.
 */
const BUSY_SHELL = `
exports.loadRemotes = async () => [];
exports.renderPage = (request) => new Promise((resolve) => {
  if (request.location.includes('slow'))
    return setTimeout(() => resolve({ rendered: true, html: '<main>Rendered results</main>', styleTags: '', state: {} }), ${4 * BUDGET_MS});
  const heldMs = request.location.includes('held') ? ${HELD_PAST_DEADLINE_MS} : 0;
  setTimeout(() => resolve({ rendered: false, reason: 'the page data took longer than the budget' }), Math.max(0, request.deadline - Date.now()) + heldMs);
});`;

let app: FastifyInstance;
let database: AppDatabase;
let site: FakeSiteBuild;
const warnings: { msg: string; reason?: string; location?: string; answer?: string }[] = [];
let searches = 0;

beforeAll(async () => {
  site = fakeSiteBuild(BUSY_SHELL);
  database = await createTestDatabase(null);
  const config = fakeSiteConfig(site, {
    SERVER_RENDER_BUDGET_MS: String(BUDGET_MS),
    SERVER_RENDER_THREADS: '1',
  });
  app = await buildApp({
    config,
    database,
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void warnings.push(JSON.parse(line)) },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  site.remove();
});

/** A search page no one has asked for yet. */
const neverSeen = (words = 'mug') => `/reviews/search?q=${words}-${++searches}`;

const ask = (url: string, userAgent: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent, ...headers } });

const fallbacksCounted = async (reason: string, answer: string) =>
  (await renderFallbacks.get()).values.find(
    (value) => value.labels.reason === reason && value.labels.answer === answer,
  )?.value ?? 0;

/** Never an empty page answered 200: a 503 to come back for (its page a browser can still render), or the page. */
function expectNoShell(response: LightMyRequestResponse) {
  if (response.statusCode === 503) {
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(EMPTY_ROOT);
  } else {
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(EMPTY_ROOT);
  }
}

describe('a page the server cannot render in time (issue #58)', () => {
  // Each test finds the render thread free: a render given up at its deadline leaves it a moment
  // after its guest's wait ends.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, BUDGET_MS)));

  it('answers a crawler 503 with Retry-After, never the empty page, while the render budget is exhausted; counted and logged', async () => {
    const before = await fallbacksCounted('past-deadline', 'retry-later');
    const url = neverSeen();
    const started = performance.now();
    const response = await ask(url, GOOGLEBOT);
    expectNoShell(response);
    expect(response.statusCode).toBe(503);
    // The render had its time: the guest's wait, longer than the server's budget.
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      BUDGET_MS * LONGEST_RENDER_BUDGETS - 5,
    );
    expect(await fallbacksCounted('past-deadline', 'retry-later')).toBe(before + 1);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        msg: 'Page sent without its server rendering',
        reason: 'past-deadline',
        location: url,
        answer: 'retry-later',
      }),
    );
  });

  it('answers a crawler 503 while every render thread keeps its fill of pages past the crawler’s wait, and a browser the page to render, which no shared cache may keep', async () => {
    const holding = Array.from({ length: RENDERS_PER_THREAD }, () =>
      ask(neverSeen('held'), BROWSER),
    );
    // The held pages have reached the thread before the others ask.
    await new Promise((resolve) => setTimeout(resolve, 3 * BUDGET_MS));
    const before = await fallbacksCounted('threads-full', 'retry-later');
    const [crawlers, browsers] = await Promise.all([
      ask(neverSeen(), GOOGLEBOT),
      ask(neverSeen(), BROWSER),
    ]);
    expectNoShell(crawlers);
    expect(crawlers.statusCode).toBe(503);
    expect(await fallbacksCounted('threads-full', 'retry-later')).toBe(before + 1);
    expect(browsers.statusCode).toBe(200);
    expect(browsers.body).toMatch(EMPTY_ROOT);
    // It waited for the page whole, as the crawler did: kept by no cache, no validator.
    expect(browsers.headers.etag).toBeUndefined();
    expect(browsers.headers['cache-control']).toBe('no-store');
    await Promise.all(holding);
    await new Promise((resolve) => setTimeout(resolve, HELD_PAST_DEADLINE_MS));
  });

  it('waits for a first render past the server’s budget, within the guest’s wait: the crawler gets the page', async () => {
    const response = await ask(neverSeen('slow'), GOOGLEBOT);
    expectNoShell(response);
    expect(response.body).toContain('<main>Rendered results</main>');
  });

  it('hands a browser the page to render itself once the render runs out of time, which no shared cache may keep, and counts it', async () => {
    const before = await fallbacksCounted('past-deadline', 'browser-renders');
    const response = await ask(neverSeen(), BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(EMPTY_ROOT);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await fallbacksCounted('past-deadline', 'browser-renders')).toBe(before + 1);
  });

  it('answers a guest 503 with Retry-After, never the empty page, when the render runs out of time while the server is strained', async () => {
    const isStrained = app.isStrained;
    app.isStrained = () => true;
    try {
      const before = await fallbacksCounted('past-deadline', 'retry-later');
      const response = await ask(neverSeen(), BROWSER);
      expectNoShell(response);
      expect(response.statusCode).toBe(503);
      expect(await fallbacksCounted('past-deadline', 'retry-later')).toBe(before + 1);
      // The render that can finish in the guest's wait is still sent, whole.
      const rendered = await ask(neverSeen('slow'), BROWSER);
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toContain('<main>Rendered results</main>');
    } finally {
      app.isStrained = isStrained;
    }
  });
});
