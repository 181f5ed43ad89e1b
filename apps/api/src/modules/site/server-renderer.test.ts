import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createServerRenderer, serverEntryOf } from './server-renderer';

/** A dist folder whose shell server entry is `code`. */
function distWithShellEntry(code: string): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'vouch-ssr-'));
  mkdirSync(path.join(distDir, 'shell/server'), { recursive: true });
  writeFileSync(path.join(distDir, 'shell/server/main.js'), code);
  return distDir;
}

function recordingLog() {
  const warnings: unknown[] = [];
  const app = Fastify();
  const log = Object.assign(Object.create(app.log) as typeof app.log, { warn: (...args: unknown[]) => warnings.push(args) });
  return { app, log, warnings };
}

const page = {
  location: '/reviews',
  remote: 'home_feed',
  remotes: { home_feed: '/static/home-feed/mf-manifest.json' },
  cookie: undefined,
  savedLocale: { currency: null, country: null, dateLocale: 'en-GB' },
  hints: { phone: false, cookieConsentAnswered: true },
};

describe('createServerRenderer', () => {
  it('finds a remote’s server entry beside its browser manifest, wherever the map places it', () => {
    expect(serverEntryOf('/static/search/mf-manifest.json', 'http://vouch.test')).toBe('http://vouch.test/static/search/server/remoteEntry.js');
    expect(serverEntryOf('https://cdn.example/search/v7/mf-manifest.json', 'http://vouch.test')).toBe('https://cdn.example/search/v7/server/remoteEntry.js');
  });

  it('is absent when the shell has no server build, so pages are rendered in the browser', () => {
    const { app, log } = recordingLog();
    expect(
      createServerRenderer(app, { distDir: mkdtempSync(path.join(tmpdir(), 'vouch-ssr-')), publicOrigin: 'http://vouch.test', budgetMs: 150, log }),
    ).toBeNull();
  });

  it('hands the shell the server entries, the budget and an in-process fetch as the visitor', async () => {
    const distDir = distWithShellEntry(`exports.renderPage = async (request) => {
      const answer = await request.server.serverFetch(request.server.serverOrigin + '/echo');
      return { rendered: true, html: JSON.stringify({ remotes: request.remotes, budget: request.deadline - Date.now(), echo: await answer.json() }), styleTags: '', state: {} };
    };`);
    const { app, log } = recordingLog();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
    const renderer = createServerRenderer(app, { distDir, publicOrigin: 'http://vouch.test', budgetMs: 150, log })!;
    const result = await renderer.render({ ...page, cookie: 'vouch_currency=EUR' });
    expect(result.rendered).toBe(true);
    const seen = JSON.parse(result.rendered ? result.html : '{}');
    expect(seen.remotes).toEqual({ home_feed: 'http://vouch.test/static/home-feed/server/remoteEntry.js' });
    expect(seen.budget).toBeGreaterThan(0);
    expect(seen.budget).toBeLessThanOrEqual(150);
    expect(seen.echo).toEqual({ cookie: 'vouch_currency=EUR' });
  });

  it('turns a shell that throws into a page for the browser, and logs each reason once', async () => {
    const distDir = distWithShellEntry(`exports.renderPage = async () => { throw new Error('render exploded'); };`);
    const { app, log, warnings } = recordingLog();
    const renderer = createServerRenderer(app, { distDir, publicOrigin: 'http://vouch.test', budgetMs: 150, log })!;
    expect(await renderer.render(page)).toMatchObject({ rendered: false, reason: 'render exploded' });
    expect(await renderer.render(page)).toMatchObject({ rendered: false, reason: 'render exploded' });
    expect(warnings).toHaveLength(1);
  });
});
