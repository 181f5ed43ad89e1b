import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { RemotesManifest } from '@vouch/contracts';
import { redactedUrl } from '../../http/log-safe-request';
import { IN_PROCESS } from '../../plugins/shed-load';
import { remoteFileReader } from './remote-file-reader';
import { shellInWorker } from './shell-in-worker';
import type { ServerRenderResult, ShellServerEntry } from './shell-server-entry';

export type { ServerRenderResult } from './shell-server-entry';

/**
 * The longest a render may take, in render budgets: a guest's page, rendered once for every guest
 * while the first of them waits (`guestPageCache`). A remote's server files are waited for as
 * long, so such a render can use them.
 */
export const LONGEST_RENDER_BUDGETS = 10;

export interface PageRenderRequest {
  /** Path and query. */
  location: string;
  remote: string | null;
  /** The trusted remotes map (name -> browser mf-manifest URL), as the page's HTML carries it. */
  remotes: RemotesManifest;
  /** The visitor's cookies, so the page's data is the visitor's (signed-in state). */
  cookie: string | undefined;
  /** The currency and country the visitor chose (their cookies), and the date locale of their languages (Accept-Language). */
  savedLocale: { currency: string | null; country: string | null; dateLocale: string };
  /** What the request says of the visitor: a phone (the header's layout), the cookie question answered (the cookie bar). */
  hints: { phone: boolean; cookieConsentAnswered: boolean };
  /** How long this render may take, when not the renderer's own budget (a guest's page, rendered on for the next guests). */
  budgetMs?: number;
}

export interface ServerRenderer {
  render(request: PageRenderRequest): Promise<ServerRenderResult>;
  /** Loads every remote's server build now, so no visitor's page waits for it. */
  loadRemotes(remotes: RemotesManifest): Promise<void>;
  /** Ends its worker thread, if it has one. */
  close(): Promise<void>;
}

/** A remote's server build sits beside its browser build: <folder of mf-manifest.json>/server/remoteEntry.js. */
export function serverEntryOf(manifestUrl: string, publicOrigin: string): string {
  return new URL('server/remoteEntry.js', new URL(manifestUrl, `${publicOrigin}/`)).href;
}

/** A timer may fire this much before its time by the wall clock: a render answered then ran out of time. */
const TIMER_SLACK_MS = 2;

/** Failures are logged once each, as long as there are not more kinds than this. */
const MAX_REPORTED_FAILURES = 100;

// An address the in-process API answers at: never fetched over the network.
const IN_PROCESS_ORIGIN = 'http://vouch.in-process';

/** The shell's server entry, in this thread or in a worker of its own (to render with another remotes map); throws when there is none. */
function loadShell(
  entryFile: string,
  thread: 'this' | 'worker',
  fetchRemoteFile: (url: string) => Promise<Response>,
): ShellServerEntry & { terminate?(): Promise<void> } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack build's CommonJS entry, found at run time
  if (thread === 'this') return require(entryFile) as ShellServerEntry;
  // Checked here: a worker would fail only once started, and again at every page.
  if (!existsSync(entryFile)) throw new Error(`${entryFile} does not exist`);
  return shellInWorker(entryFile, fetchRemoteFile);
}

/**
 * The server side of the site's rendering: the shell's server build, loaded once from `distDir`
 * (into this thread, or a worker thread when `thread` says so), rendering with remotes' server
 * builds found from the same remotes map the browser is given, the page's data fetched from this
 * very app in-process (`app.inject`) as the visitor. Null when the shell has no server build (API
 * tests, a site served without one): pages are then rendered in the browser. Errors and slow
 * renders answer `rendered: false` with the kind of fallback, logged once per reason (each page
 * sent without its rendering is logged where it is sent).
 */
export function createServerRenderer(
  app: FastifyInstance,
  options: {
    distDir: string;
    releasesDir?: string;
    publicOrigin: string;
    budgetMs: number;
    log: FastifyBaseLogger;
    thread?: 'this' | 'worker';
  },
): ServerRenderer | null {
  const entryFile = path.join(options.distDir, 'shell/server/main.js');
  const fetchRemoteFile = remoteFileReader({
    distDir: options.distDir,
    releasesDir: options.releasesDir,
    publicOrigin: options.publicOrigin,
    timeoutMs: options.budgetMs * LONGEST_RENDER_BUDGETS,
  });
  let shell: ReturnType<typeof loadShell>;
  try {
    shell = loadShell(entryFile, options.thread ?? 'this', fetchRemoteFile);
  } catch (error) {
    options.log.warn(
      { err: error, entryFile },
      'No server build of the shell: pages are rendered in the browser',
    );
    return null;
  }

  function serverFetchAs(cookie: string | undefined): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      if (cookie) headers.cookie = cookie;
      const answer = await app.inject({
        ...IN_PROCESS,
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  const reported = new Set<string>();
  const serverEntries = (remotes: RemotesManifest) =>
    Object.fromEntries(
      Object.entries(remotes).map(([name, manifest]) => [
        name,
        serverEntryOf(manifest, options.publicOrigin),
      ]),
    );
  return {
    async loadRemotes(remotes) {
      const failures = await shell
        .loadRemotes({ remotes: serverEntries(remotes), fetchRemoteFile })
        .catch((error: unknown) => [String(error)]);
      for (const failure of failures)
        options.log.warn(
          { failure },
          'A remote has no working server build: its pages are rendered in the browser',
        );
    },
    async render(request) {
      const deadline = Date.now() + (request.budgetMs ?? options.budgetMs);
      // Never a rejection: whatever goes wrong (a remotes map with an unusable address too), the browser renders the page.
      const answered = await Promise.resolve()
        .then(() =>
          shell.renderPage({
            location: request.location,
            remote: request.remote,
            remotes: serverEntries(request.remotes),
            fetchRemoteFile,
            savedLocale: request.savedLocale,
            hints: request.hints,
            server: { serverFetch: serverFetchAs(request.cookie), serverOrigin: IN_PROCESS_ORIGIN },
            deadline,
          }),
        )
        .catch((error: unknown): ServerRenderResult => ({
          rendered: false,
          reason: error instanceof Error ? error.message : String(error),
          error,
        }));
      if (answered.rendered) return answered;
      // Whichever part gave up (the shell, the worker's timer), a page not rendered by its deadline ran out of time.
      const result: ServerRenderResult = {
        ...answered,
        fallback:
          answered.fallback ??
          (Date.now() >= deadline - TIMER_SLACK_MS ? 'past-deadline' : 'render-failed'),
      };
      const failure = `${request.remote}: ${result.reason}`;
      if (!reported.has(failure)) {
        if (reported.size >= MAX_REPORTED_FAILURES) reported.clear();
        reported.add(failure);
        options.log.warn(
          { location: redactedUrl(request.location), reason: result.reason, err: result.error },
          'A page could not be rendered on the server (each reason logged once)',
        );
      }
      return result;
    },
    async close() {
      await shell.terminate?.();
    },
  };
}
