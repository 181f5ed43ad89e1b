import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createServerRenderer, serverEntryOf } from './server-renderer';
import { RENDERER_NICENESS, shellInWorker } from './shell-in-worker';

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
  const log = Object.assign(Object.create(app.log) as typeof app.log, {
    warn: (...args: unknown[]) => warnings.push(args),
  });
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
    expect(serverEntryOf('/static/search/mf-manifest.json', 'http://vouch.test')).toBe(
      'http://vouch.test/static/search/server/remoteEntry.js',
    );
    expect(
      serverEntryOf('https://cdn.example/search/v7/mf-manifest.json', 'http://vouch.test'),
    ).toBe('https://cdn.example/search/v7/server/remoteEntry.js');
  });

  it('is absent when the shell has no server build, so pages are rendered in the browser', () => {
    const { app, log } = recordingLog();
    expect(
      createServerRenderer(app, {
        distDir: mkdtempSync(path.join(tmpdir(), 'vouch-ssr-')),
        publicOrigin: 'http://vouch.test',
        budgetMs: 150,
        log,
      }),
    ).toBeNull();
  });

  it('hands the shell the server entries, the budget and an in-process fetch as the visitor', async () => {
    // The budget is read as the shell is called: a busy machine may take longer than it to answer the fetch.
    const distDir = distWithShellEntry(`exports.renderPage = async (request) => {
      const budget = request.deadline - Date.now();
      const answer = await request.server.serverFetch(request.server.serverOrigin + '/echo');
      return { rendered: true, html: JSON.stringify({ remotes: request.remotes, budget, echo: await answer.json() }), styleTags: '', state: {} };
    };`);
    const { app, log } = recordingLog();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
    const renderer = createServerRenderer(app, {
      distDir,
      publicOrigin: 'http://vouch.test',
      budgetMs: 150,
      log,
    })!;
    const result = await renderer.render({ ...page, cookie: 'vouch_currency=EUR' });
    expect(result.rendered).toBe(true);
    const seen = JSON.parse(result.rendered ? result.html : '{}');
    expect(seen.remotes).toEqual({
      home_feed: 'http://vouch.test/static/home-feed/server/remoteEntry.js',
    });
    expect(seen.budget).toBeGreaterThan(0);
    expect(seen.budget).toBeLessThanOrEqual(150);
    expect(seen.echo).toEqual({ cookie: 'vouch_currency=EUR' });
    // A render nobody waits for (a guest's page for the next guests) may take a budget of its own.
    const longer = await renderer.render({ ...page, budgetMs: 1500 });
    expect(JSON.parse(longer.rendered ? longer.html : '{}').budget).toBeGreaterThan(150);
  });

  it('turns a shell that throws into a page for the browser, and logs each reason once', async () => {
    const distDir = distWithShellEntry(
      `exports.renderPage = async () => { throw new Error('render exploded'); };`,
    );
    const { app, log, warnings } = recordingLog();
    const renderer = createServerRenderer(app, {
      distDir,
      publicOrigin: 'http://vouch.test',
      budgetMs: 150,
      log,
    })!;
    expect(await renderer.render(page)).toMatchObject({
      rendered: false,
      reason: 'render exploded',
      fallback: 'render-failed',
    });
    expect(await renderer.render(page)).toMatchObject({
      rendered: false,
      reason: 'render exploded',
    });
    expect(warnings).toHaveLength(1);
  });

  it('tells a page not rendered by its deadline from one that failed, whichever part gave up', async () => {
    const distDir = distWithShellEntry(
      `exports.renderPage = (request) => new Promise((resolve) => setTimeout(() => resolve({ rendered: false, reason: 'the page data took longer than the budget' }), request.deadline - Date.now()));`,
    );
    const { app, log } = recordingLog();
    const renderer = createServerRenderer(app, {
      distDir,
      publicOrigin: 'http://vouch.test',
      budgetMs: 20,
      log,
    })!;
    expect(await renderer.render(page)).toMatchObject({
      rendered: false,
      fallback: 'past-deadline',
    });
  });

  describe('in a worker thread of its own', () => {
    // Counts renders in the shell's module state and shows what each call was handed.
    const countingShell = `let renders = 0;
      exports.renderPage = async (request) => {
        renders += 1;
        const answer = await request.server.serverFetch(request.server.serverOrigin + '/echo');
        const file = await request.fetchRemoteFile(request.remotes.home_feed);
        return { rendered: true, html: JSON.stringify({ renders, thread: require('node:worker_threads').threadId, niceness: require('node:os').getPriority(0), echo: await answer.json(), file: await file.text() }), styleTags: '', state: { api: {} } };
      };`;

    function renderersOn(distDir: string, budgetMs = 150) {
      const { app, log } = recordingLog();
      app.get('/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
      const options = { distDir, publicOrigin: 'http://vouch.test', budgetMs, log };
      return {
        here: createServerRenderer(app, options)!,
        worker: createServerRenderer(app, { ...options, thread: 'worker' })!,
      };
    }

    it('keeps its own copy of the shell, answered with remote files and the in-process API as the visitor, at a lower priority', async () => {
      const distDir = distWithShellEntry(countingShell);
      mkdirSync(path.join(distDir, 'home-feed/server'), { recursive: true });
      writeFileSync(path.join(distDir, 'home-feed/server/remoteEntry.js'), '/* home feed */');
      // A budget a busy machine cannot miss: the worker's thread yields to everything else on it.
      const { here, worker } = renderersOn(distDir, 30_000);
      try {
        const seen = async (renderer: typeof here, cookie?: string) => {
          const result = await renderer.render({ ...page, cookie });
          return JSON.parse(result.rendered ? result.html : '{}');
        };
        const onThisThread = await seen(here);
        expect(onThisThread).toMatchObject({ renders: 1, thread: 0 });
        expect(await seen(here)).toMatchObject({ renders: 2 });
        const inWorker = await seen(worker, 'vouch_bucket=10');
        expect(inWorker).toEqual({
          renders: 1,
          thread: expect.any(Number),
          niceness: Math.min(19, onThisThread.niceness + RENDERER_NICENESS),
          echo: { cookie: 'vouch_bucket=10' },
          file: '/* home feed */',
        });
        expect(inWorker.thread).not.toBe(0);
      } finally {
        await worker.close();
      }
    });

    it('answers a page for the browser when the shell throws, and when the worker itself is gone', async () => {
      const { worker } = renderersOn(
        distWithShellEntry(
          `exports.renderPage = async () => { throw new Error('render exploded'); };`,
        ),
      );
      expect(await worker.render(page)).toMatchObject({
        rendered: false,
        reason: 'render exploded',
      });
      await worker.close();
      expect(await worker.render(page)).toMatchObject({
        rendered: false,
        reason: "the renderer's worker ended",
      });
    });

    it('answers the file questions of a load that outlived the render which started it', async () => {
      // As the real shell does, the entry keeps the last call's file reader and loads a remote once,
      // here reading its file only after the first render has given up.
      const distDir = distWithShellEntry(`let files; let loading;
        exports.renderPage = async (request) => {
          files = request.fetchRemoteFile;
          loading ??= new Promise((resolve) => setTimeout(resolve, 300)).then(() => files('/static/home-feed/server/remoteEntry.js')).then((file) => file.text());
          const late = new Promise((resolve) => setTimeout(() => resolve(null), request.deadline - Date.now()));
          const file = await Promise.race([loading, late]);
          return file === null ? { rendered: false, reason: 'late' } : { rendered: true, html: file, styleTags: '', state: {} };
        };`);
      const shell = shellInWorker(
        path.join(distDir, 'shell/server/main.js'),
        async (url) => new Response(`file ${url}`),
      );
      const request = {
        location: '/reviews',
        remote: 'home_feed',
        remotes: {},
        fetchRemoteFile: async () => new Response('not this one', { status: 500 }),
        savedLocale: page.savedLocale,
        hints: page.hints,
        server: { serverFetch: fetch, serverOrigin: 'http://vouch.in-process' },
      };
      try {
        expect(await shell.renderPage({ ...request, deadline: Date.now() + 20 })).toMatchObject({
          rendered: false,
          reason: 'late',
        });
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(await shell.renderPage({ ...request, deadline: Date.now() + 3000 })).toEqual({
          rendered: true,
          html: 'file /static/home-feed/server/remoteEntry.js',
          styleTags: '',
          state: {},
          error: undefined,
        });
      } finally {
        await shell.terminate();
      }
    });

    it('ends a worker stuck in a render, so that it takes no more pages', async () => {
      const distDir = distWithShellEntry(`exports.renderPage = () => { for (;;); };`);
      const shell = shellInWorker(path.join(distDir, 'shell/server/main.js'), fetch, {
        restartAfterMs: 60_000,
        stuckAfterMs: 100,
      });
      const request = {
        location: '/reviews',
        remote: null,
        remotes: {},
        fetchRemoteFile: fetch,
        savedLocale: page.savedLocale,
        hints: page.hints,
        server: { serverFetch: fetch, serverOrigin: 'http://vouch.in-process' },
      };
      try {
        expect(await shell.renderPage({ ...request, deadline: Date.now() })).toMatchObject({
          rendered: false,
          reason: "the renderer's worker did not answer in time",
        });
        let reason = '';
        for (let tries = 0; tries < 50 && reason !== "the renderer's worker ended"; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const result = await shell.renderPage({ ...request, deadline: Date.now() + 50 });
          reason = result.rendered ? 'rendered' : result.reason;
        }
        expect(reason).toBe("the renderer's worker ended");
      } finally {
        await shell.terminate();
      }
    });

    it('gives up a render the worker does not answer by its deadline', async () => {
      const { worker } = renderersOn(
        distWithShellEntry(`exports.renderPage = () => new Promise(() => {});`),
      );
      try {
        expect(await worker.render(page)).toMatchObject({
          rendered: false,
          reason: "the renderer's worker did not answer in time",
        });
      } finally {
        await worker.close();
      }
    });

    it('answers a page for the browser when the shell build does not even load', async () => {
      const { worker } = renderersOn(distWithShellEntry(`throw new Error('broken build');`));
      try {
        expect(await worker.render(page)).toMatchObject({
          rendered: false,
          reason: expect.stringContaining('broken build'),
        });
      } finally {
        await worker.close();
      }
    });
  });
});
