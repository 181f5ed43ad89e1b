import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { configFromEnv } from '../config';
import type { AppDatabase } from '@vouch/db';
import { createTestDatabase } from './test-database';
import { fileMediaStorage } from '../modules/media';
import type { MailMessage } from '../mail/mailer';
import {
  EMAIL_CHANGE_TOKEN_PARAM,
  MAILED_SIGN_IN_PARAM,
  normalizeEmail,
  pagePath,
  SIGN_UP_TOKEN_PARAM,
  type MailedSignInKind,
} from '@vouch/domain';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  /** Where this app keeps uploads (a fresh folder, removed on close). */
  mediaDir: string;
  /** The e-mail the app sent, oldest first. */
  outbox: MailMessage[];
  close(): Promise<void>;
}

/**
 * Another app on `testApp`'s database, for a test that needs one built differently: its own
 * logger or mailer, and the deployment's defaults (password hashing at full cost) where the test
 * apps have cheaper settings. Close it in the test.
 */
export function appOnTestDatabase(
  testApp: TestApp,
  options: Pick<BuildAppOptions, 'logger' | 'mailer'> = {},
): Promise<FastifyInstance> {
  const config = {
    ...configFromEnv({ SERVE_SITE: 'false', PUBLIC_ORIGIN: 'http://vouch.test' }),
    serveSite: false,
  };
  return buildApp({ config, database: testApp.database, logger: false, ...options });
}

/** The real app on a fresh seeded database, without serving the site's built files; `env` adds settings. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'vouch-media-'));
  const storage = fileMediaStorage(mediaDir);
  const database = await createTestDatabase('small', (key, bytes) => storage.put(key, bytes));
  const config = {
    ...configFromEnv({
      SERVE_SITE: 'false',
      PUBLIC_ORIGIN: 'http://vouch.test',
      MEDIA_DIR: mediaDir,
      PASSWORD_HASHING: 'fast-for-tests',
      ...env,
    }),
    serveSite: false,
  };
  const outbox: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async (message) => void outbox.push(message) },
  });
  return {
    app,
    database,
    mediaDir,
    outbox,
    async close() {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface TestBrowserOptions {
  /** The address the request comes from (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
  /** Headers sent with every request, e.g. a forged X-Forwarded-For. */
  headers?: Record<string, string>;
}

/** A browser-like client: keeps cookies and the page's CSRF token between requests. */
export class TestBrowser {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: TestBrowserOptions = {},
  ) {}

  private inject(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: string | object,
  ) {
    return this.app.inject({
      method,
      url,
      headers: { ...this.options.headers, cookie: this.cookieHeader(), ...headers },
      remoteAddress: this.options.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Loads a page's HTML the way a browser does and picks up its CSRF meta tag. */
  async open(url: string): Promise<LightMyRequestResponse> {
    const response = this.remember(await this.inject('GET', url, { accept: 'text/html' }));
    const token = response.body.match(/<meta name="csrf-token" content="([^"]+)">/)?.[1];
    if (token) this.csrfToken = token;
    return response;
  }

  /** `headers` as a browser's cache adds them, e.g. If-None-Match. */
  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(await this.inject('GET', url, headers));
  }

  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: { csrf?: boolean } = {},
  ) {
    const headers: Record<string, string> =
      options.csrf === false ? {} : { 'x-csrf-token': this.csrfToken };
    const response = this.remember(
      await this.inject(method, url, headers, body as object | undefined),
    );
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    const token = isJson ? (response.json() as { csrf_token?: string }).csrf_token : undefined;
    if (token) this.csrfToken = token;
    return response;
  }

  /**
   * Posts a page's form as a browser without script does: URL-encoded fields, no CSRF header, and
   * the browser's word on where it came from (`from`: this site's own page unless told).
   */
  async postForm(
    url: string,
    fields: Record<string, string>,
    from: 'same-origin' | 'cross-site' | 'unnamed' = 'same-origin',
  ) {
    const origins: Record<typeof from, Record<string, string>> = {
      'same-origin': { origin: 'http://vouch.test', 'sec-fetch-site': 'same-origin' },
      'cross-site': { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      unnamed: {},
    };
    return this.remember(
      await this.inject(
        'POST',
        url,
        {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'vouch.test',
          ...origins[from],
        },
        new URLSearchParams(fields).toString(),
      ),
    );
  }

  /** Whether the browser holds a cookie of that name, and its value. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie as page script would (e.g. the cookie-consent choice). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Uploads one file as a form does (multipart/form-data), with the session's CSRF token. */
  async upload(
    url: string,
    file: { field: string; filename: string; contentType: string; bytes: Buffer },
  ) {
    const boundary = `----vouch-test-${Math.random().toString(36).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(head),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      'x-csrf-token': this.csrfToken,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { ...this.options.headers, cookie: this.cookieHeader(), ...headers },
        payload,
      }),
    );
  }

  /** Sends a raw body with the session's cookies and CSRF token (for malformed input). */
  async sendRaw(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: string,
    contentType: string,
  ) {
    return this.remember(
      await this.inject(
        method,
        url,
        { 'x-csrf-token': this.csrfToken, 'content-type': contentType },
        payload,
      ),
    );
  }
}

/** A browser signed in with an account's e-mail and password, as the login page does it. */
export async function signedInBrowser(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.open('/login');
  const response = await browser.send('POST', '/login', {
    email: account.email,
    password: account.password,
  });
  if (response.statusCode !== 200)
    throw new Error(`signing in as ${account.email} answered ${response.statusCode}`);
  return browser;
}

/** The token of the newest sign-up link sent to `email`, or null when none was. */
export function signUpTokenFor(outbox: readonly MailMessage[], email: string): string | null {
  const link = outbox
    .filter((message) => message.to === normalizeEmail(email))
    .map((message) => message.text.match(/https?:\/\/\S+/)?.[0])
    .filter((url): url is string => Boolean(url))
    .at(-1);
  return link ? new URL(link).searchParams.get(SIGN_UP_TOKEN_PARAM) : null;
}

/** The token of the newest e-mail change link to the confirm or the undo page mailed to `email`, or null when none was. */
export function emailChangeTokenFor(
  outbox: readonly MailMessage[],
  email: string,
  page: 'confirm' | 'undo',
): string | null {
  const pathname = pagePath(page === 'confirm' ? 'profileEmailConfirm' : 'profileEmailUndo');
  const link = outbox
    .filter((message) => message.to === normalizeEmail(email))
    .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
    .map((url) => new URL(url))
    .filter((url) => url.pathname === pathname)
    .at(-1);
  return link ? link.searchParams.get(EMAIL_CHANGE_TOKEN_PARAM) : null;
}

/** The token of the newest password reset or sign-in link mailed to `email`, or null when none was. */
export function mailedSignInTokenFor(
  outbox: readonly MailMessage[],
  email: string,
  kind: MailedSignInKind,
): string | null {
  return (
    outbox
      .filter((message) => message.to === normalizeEmail(email))
      .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
      .map((url) => new URL(url).searchParams.get(MAILED_SIGN_IN_PARAM[kind]))
      .filter((token): token is string => token !== null)
      .at(-1) ?? null
  );
}

/** Signs up as a person does, signed in after: the sign-up form, then the link sent to the address. */
export async function signUpThroughLink(
  testApp: TestApp,
  browser: TestBrowser,
  input: { name: string; email: string; password: string },
) {
  await browser.open('/login');
  const sent = await browser.send('POST', '/signup', input);
  if (sent.statusCode !== 202) throw new Error(`sign-up answered ${sent.statusCode}`);
  const confirmed = await browser.send('POST', '/signup/confirm', {
    token: signUpTokenFor(testApp.outbox, input.email),
  });
  if (confirmed.statusCode !== 201)
    throw new Error(`confirming the sign-up answered ${confirmed.statusCode}`);
  return confirmed;
}
