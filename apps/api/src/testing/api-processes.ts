import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from '@vouch/db';
import { startSiteServer, stopSiteServer, type SiteServer } from '@vouch/site-runner';

/** One API server running in a process of its own, reached over HTTP. */
export interface ApiProcess {
  origin: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or an OOM kill would: nothing of it runs after. */
  kill(): Promise<void>;
}

/** A port nobody listens on now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The address of `database` (a scratch database on the suite's server) for another process to connect to. */
export async function urlOf(database: AppDatabase): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || database.engine !== 'postgres')
    throw new Error(
      'another process can share only a database on a PostgreSQL server (TEST_DATABASE_URL)',
    );
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    database.db,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/**
 * Starts an API process on `databaseUrl` (migrated and seeded already) the way production starts
 * one: tools/site-runner runs the server's entry point as `npm start` does, so a change to how
 * production runs the server reaches these tests there: the built server (`nx build api`, which
 * `npm test` runs before this suite's PostgreSQL pass). It serves the API only, not the site's pages.
 * `env` adds to (or overrides) its settings.
 */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'vouch-process-media-'));
  let server: SiteServer;
  try {
    server = await startSiteServer({
      port: await freePort(),
      databaseUrl,
      env: {
        SERVE_SITE: 'false',
        MEDIA_DIR: mediaDir,
        PASSWORD_HASHING: 'fast-for-tests',
        // Processes sharing a database would write one snapshot over another's.
        SEARCH_INDEX_DIR: 'none',
        DATABASE_POOL_SIZE: '4',
        // The secret and the client's address must come from where production takes them (the
        // database, the connection), not from whatever the test runner's environment holds.
        VOUCH_SECRET: '',
        TRUST_PROXY: '',
        // A busy test machine's event loop lags: load shedding would turn the tests' requests away.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION: '0',
        ...env,
      },
    });
  } catch (error) {
    await rm(mediaDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: server.origin,
    async stop() {
      await stopSiteServer(server);
      await rm(mediaDir, { recursive: true, force: true });
    },
    async kill() {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A browser over real HTTP, whose cookies and CSRF token go to whichever process it asks (as
 * behind a load balancer that spreads one visitor's requests over several servers).
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired =
        value === '' ||
        attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ||
        attributes.some(
          (attribute) =>
            /^expires=/i.test(attribute) &&
            Date.parse(attribute.slice('expires='.length)) < Date.now(),
        );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async request(
    origin: string,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Response> {
    const response = await fetch(`${origin}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...headers,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  /** Loads a page's HTML and picks up its CSRF meta tag. */
  async open(origin: string, url: string): Promise<void> {
    const response = await this.request(origin, 'GET', url, { accept: 'text/html' });
    const token = (await response.text()).match(/<meta name="csrf-token" content="([^"]+)">/)?.[1];
    if (!token) throw new Error(`${url} answered ${response.status} without a CSRF token`);
    this.csrfToken = token;
  }

  async get(origin: string, url: string): Promise<{ status: number; body: unknown }> {
    const response = await this.request(origin, 'GET', url, { accept: 'application/json' });
    return { status: response.status, body: await response.json() };
  }

  /** An unsafe request with the browser's CSRF token (or `csrfToken` instead), taking up a new token when the answer carries one. */
  async send(
    origin: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    csrfToken = this.csrfToken,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.request(
      origin,
      method,
      url,
      { accept: 'application/json', 'x-csrf-token': csrfToken },
      body,
    );
    const answer = (await response.json()) as { csrf_token?: unknown };
    if (typeof answer.csrf_token === 'string') this.csrfToken = answer.csrf_token;
    return { status: response.status, body: answer };
  }
}
