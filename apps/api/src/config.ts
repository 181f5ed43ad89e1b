import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { SiteKeys } from '@vouch/contracts';

export interface AppConfig {
  port: number;
  host: string;
  /**
   * A port of its own for /healthz and /readyz (HEALTH_PORT), answered by a thread of its own: what
   * orchestrators and load balancers should probe. Null: only the site's port answers them.
   */
  healthPort: number | null;
  /** Serves the shell's HTML and the remotes' builds from `distDir` (one port for the whole site). */
  serveSite: boolean;
  distDir: string;
  /**
   * A file with the name -> manifest URL map to answer on /remotes.json (REMOTES_FILE): when set it
   * is the whole map. Otherwise the builds in distDir, each remote's live release (the database) over them.
   */
  remotesFile: string | null;
  /** Where the release command keeps every release's files (RELEASES_DIR), served under /static/releases/. */
  releasesDir: string;
  /** How long a process reuses the live releases it read (RELEASES_CACHE_MS): a release reaches every process within it. */
  releasesCacheMs: number;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; statementTimeoutMs?: number }
    | { kind: 'pglite'; dataDir: string };
  /** Seed size to load when the database is empty on start-up; null to leave it empty. */
  seedIfEmpty: 'small' | 'default' | 'large' | null;
  cookieSecure: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, as
   * Fastify's trustProxy takes them); false trusts none, so a client cannot pick its own address
   * and step around the per-address sign-in limit.
   */
  trustProxy: string | false;
  logLevel: string;
  publicOrigin: string;
  /**
   * Where the search index's snapshot is kept (SEARCH_INDEX_DIR, `none` for no snapshot): the
   * next start reads it instead of building the index from every product (issue #32). By default
   * beside the data in production, and nowhere otherwise: tests' databases are copies of one
   * another, which a snapshot could not tell apart.
   */
  searchIndexDir: string | null;
  /** Where uploaded pictures and videos are kept (MEDIA_DIR). */
  mediaDir: string;
  /**
   * Requests one process handles at once before it answers more with 503 and Retry-After
   * (MAX_IN_FLIGHT): past it they would only queue for the database's few connections until the
   * client gave up.
   */
  maxInFlight: number;
  /** Mean event-loop delay, ms, past which requests are answered 503 (MAX_EVENT_LOOP_DELAY_MS; 0: not judged). */
  maxEventLoopDelayMs: number;
  /** Share of time the event loop is busy past which requests are answered 503 (MAX_EVENT_LOOP_UTILIZATION; 0: not judged). */
  maxEventLoopUtilization: number;
  /**
   * How long the server may spend rendering a public page (SERVER_RENDER_BUDGET_MS) before it
   * sends the page for the browser to render instead.
   */
  serverRenderBudgetMs: number;
  /**
   * Worker threads that render public pages (SERVER_RENDER_THREADS): 0 renders them on the event
   * loop that answers every request.
   */
  serverRenderThreads: number;
  /** Sign-ups one address may make an hour (SIGN_UPS_PER_IP; the default suits households and offices). */
  signUpsPerIp: number | undefined;
  /** Where e-mail this deployment cannot send is also written, one JSON file a message (MAIL_OUTBOX_DIR). */
  mailOutboxDir: string | null;
  /** How e-mail leaves: SMTP (SMTP_URL, smtp:// or smtps://), or null for the log and MAIL_OUTBOX_DIR. */
  smtpUrl: string | null;
  /** The From of every message (MAIL_FROM): by default no-reply at the site's host. */
  mailFrom: string;
  /** DKIM signing (DKIM_PRIVATE_KEY, a PEM key or a file holding one; DKIM_SELECTOR; DKIM_DOMAIN), null when unset. */
  dkim: DkimSettings | null;
  /**
   * Origins the server may fetch from although they are not public addresses
   * (OUTBOUND_ALLOW_ORIGINS, comma-separated, such as http://127.0.0.1:43123): tests' pretend shop
   * sites on loopback. Production leaves it empty.
   */
  outboundAllowOrigins: readonly string[];
  /** How often each process looks for review requests due (REVIEW_REQUEST_INTERVAL_MS). */
  reviewRequestIntervalMs: number;
  /** Requests one shop API key may make a minute (API_REQUESTS_PER_MINUTE), over every process. */
  apiRequestsPerMinute: number;
  /** How long a process's claim on an outgoing message holds before another may send it (MAIL_SEND_LEASE_MS). */
  mailSendLeaseMs: number;
  /** The site is served over HTTPS (PUBLIC_ORIGIN is https, or COOKIE_SECURE says so): a real deployment, not a test site. */
  servedOverHttps: boolean;
  /** PASSWORD_HASHING=fast-for-tests: cheap password hashes for test sites; refused where the site is served over HTTPS. */
  fastTestPasswordHashing: boolean;
  /** Public keys of outside services for the browser (VIDEO_SERVICE_KEY, CAPTCHA_SITE_KEY, ANALYTICS_ID); null where unset. */
  siteKeys: SiteKeys;
}

/** The repository's root, from apps/api/src (this file, under tsx and jest) or dist/apps/api/server (the built server, `nx build api`). */
const workspaceRoot = path.resolve(
  __dirname,
  path.basename(__dirname) === 'server' ? '../../../..' : '../../..',
);

/**
 * Connections per API process: about two per core of the database server. More only queue inside
 * PostgreSQL, competing for the same cores (measured: 4 gave 5% more search throughput than 10 on
 * two cores). DATABASE_POOL_SIZE overrides it.
 */
function defaultPoolSize(): number {
  return Math.max(4, availableParallelism() * 2);
}

/** About 30 requests per database connection on two cores: at ~5 ms each, under a second's queue. */
const DEFAULT_MAX_IN_FLIGHT = 128;

/**
 * A loop this late on average answers every request, refusals included, that much later: past it
 * the 503s would no longer be prompt (issue #28 asks p99 under 50 ms for them).
 */
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 40;
/** Busy all but 2% of a sample: whatever arrives next only queues behind the work already taken. */
const DEFAULT_MAX_EVENT_LOOP_UTILIZATION = 0.98;

/** DKIM signing's settings, as nodemailer takes them. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * Well over one claim's sends (each SMTP step bounded at 30 s), so a live process's send is not doubled;
 * short enough that a killed process's message goes out minutes later, not hours.
 */
export const DEFAULT_MAIL_SEND_LEASE_MS = 5 * 60_000;

/** Two bulk requests a second, enough to send 60,000 orders a minute in 500s; a runaway loop is stopped. */
const DEFAULT_API_REQUESTS_PER_MINUTE = 120;

/** A release is live on every process within this (each reads the live releases at most once in it). */
const DEFAULT_RELEASES_CACHE_MS = 3000;

/** A page not rendered by then is better rendered by the browser than waited for. */
const DEFAULT_SERVER_RENDER_BUDGET_MS = 150;

/** Every core but the one the event loop keeps (one on two cores): pages render beside the requests, not in their way. */
function defaultServerRenderThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** A number from the environment, `fallback` when unset or not a number (0 is kept: it turns a check off). */
function numberOr(value: string | undefined, fallback: number): number {
  const number = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** HEALTH_PORT as a port number, null when unset or blank; throws for anything else. */
function healthPortOf(setting: string | undefined): number | null {
  const value = valueOrNull(setting);
  if (value === null) return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`HEALTH_PORT must be a port number from 1 to 65535, not "${value}"`);
  return port;
}

/** A setting's value, or null when it is unset or blank. */
const valueOrNull = (value: string | undefined): string | null => value?.trim() || null;

/** True for PASSWORD_HASHING=fast-for-tests; throws for a value it does not know or a site served over HTTPS. */
function fastTestPasswordHashing(setting: string | undefined, servedOverHttps: boolean): boolean {
  if (setting === undefined || setting === '' || setting === 'standard') return false;
  if (setting !== 'fast-for-tests')
    throw new Error(`PASSWORD_HASHING must be "standard" or "fast-for-tests", not "${setting}"`);
  if (servedOverHttps)
    throw new Error(
      'PASSWORD_HASHING=fast-for-tests is for test sites: it is refused where the site is served over HTTPS',
    );
  return true;
}

/** The protocol of PUBLIC_ORIGIN as a URL parser reads it ('HTTPS://x' is https too); throws for an address that is not one. */
function protocolOf(publicOrigin: string): string {
  try {
    return new URL(publicOrigin).protocol;
  } catch {
    throw new Error(
      `PUBLIC_ORIGIN must be the site's address, such as https://vouch.example, not "${publicOrigin}"`,
    );
  }
}

/** OUTBOUND_ALLOW_ORIGINS as origins; refused where the site is served over HTTPS (a test setting). */
function outboundAllowOriginsOf(setting: string | undefined, servedOverHttps: boolean): string[] {
  const origins = (setting ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length > 0 && servedOverHttps)
    throw new Error(
      'OUTBOUND_ALLOW_ORIGINS lets the server fetch loopback and private addresses, for test sites: it is refused where the site is served over HTTPS',
    );
  return origins.map((origin) => new URL(origin).origin);
}

/** SMTP_URL when set: smtp:// or smtps://; throws for any other address. */
function smtpUrlOf(setting: string | undefined): string | null {
  const value = valueOrNull(setting);
  if (value === null) return null;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Reported below with the rest.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@mail.example:465',
    );
  return value;
}

/** DKIM's three settings, all or none; the key as PEM text or the path of a file holding it. */
function dkimOf(env: NodeJS.ProcessEnv, fromDomain: string): DkimSettings | null {
  const key = valueOrNull(env.DKIM_PRIVATE_KEY);
  if (key === null) return null;
  const selector = valueOrNull(env.DKIM_SELECTOR);
  if (selector === null)
    throw new Error(
      'DKIM_PRIVATE_KEY needs DKIM_SELECTOR: the selector its public key is published under',
    );
  return {
    domainName: valueOrNull(env.DKIM_DOMAIN) ?? fromDomain,
    keySelector: selector,
    privateKey: key.startsWith('-----BEGIN') ? key : readFileSync(path.resolve(key), 'utf8'),
  };
}

function searchIndexDirOf(env: NodeJS.ProcessEnv): string | null {
  const dir = env.SEARCH_INDEX_DIR?.trim();
  if (dir === 'none') return null;
  if (dir) return path.resolve(dir);
  return env.NODE_ENV === 'production'
    ? path.resolve(env.DATA_DIR ?? path.join(workspaceRoot, 'data'), 'search-index')
    : null;
}

/** Reads the configuration from the environment, with defaults that serve the demo on :8080. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const seed = env.SEED_IF_EMPTY ?? 'default';
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const cookieSecure = env.COOKIE_SECURE === 'true';
  const servedOverHttps = protocolOf(publicOrigin) === 'https:' || cookieSecure;
  const mailFrom =
    valueOrNull(env.MAIL_FROM) ?? `Vouch <no-reply@${new URL(publicOrigin).hostname}>`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    healthPort: healthPortOf(env.HEALTH_PORT),
    serveSite: env.SERVE_SITE !== 'false',
    distDir: path.resolve(env.DIST_DIR ?? path.join(workspaceRoot, 'dist/apps')),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : null,
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(workspaceRoot, 'releases')),
    releasesCacheMs: numberOr(env.RELEASES_CACHE_MS, DEFAULT_RELEASES_CACHE_MS),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: Number(env.DATABASE_POOL_SIZE) || defaultPoolSize(),
          statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS) || undefined,
        }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? path.join(workspaceRoot, 'data')) },
    seedIfEmpty: seed === 'none' ? null : seed === 'small' || seed === 'large' ? seed : 'default',
    cookieSecure,
    trustProxy: env.TRUST_PROXY?.trim() || false,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicOrigin,
    searchIndexDir: searchIndexDirOf(env),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(workspaceRoot, 'data/media')),
    maxInFlight: Number(env.MAX_IN_FLIGHT) || DEFAULT_MAX_IN_FLIGHT,
    // PGlite runs its queries on the event loop: there the loop's lag is the database's queue, which
    // the in-flight limit already bounds, and one slow query would otherwise turn visitors away.
    maxEventLoopDelayMs: env.DATABASE_URL
      ? numberOr(env.MAX_EVENT_LOOP_DELAY_MS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS)
      : 0,
    maxEventLoopUtilization: env.DATABASE_URL
      ? numberOr(env.MAX_EVENT_LOOP_UTILIZATION, DEFAULT_MAX_EVENT_LOOP_UTILIZATION)
      : 0,
    serverRenderBudgetMs: Number(env.SERVER_RENDER_BUDGET_MS) || DEFAULT_SERVER_RENDER_BUDGET_MS,
    serverRenderThreads: Math.max(
      0,
      Math.floor(numberOr(env.SERVER_RENDER_THREADS, defaultServerRenderThreads())),
    ),
    signUpsPerIp: Number(env.SIGN_UPS_PER_IP) || undefined,
    mailOutboxDir: env.MAIL_OUTBOX_DIR ? path.resolve(env.MAIL_OUTBOX_DIR) : null,
    smtpUrl: smtpUrlOf(env.SMTP_URL),
    mailFrom,
    dkim: dkimOf(env, mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1] ?? new URL(publicOrigin).hostname),
    outboundAllowOrigins: outboundAllowOriginsOf(env.OUTBOUND_ALLOW_ORIGINS, servedOverHttps),
    reviewRequestIntervalMs: numberOr(env.REVIEW_REQUEST_INTERVAL_MS, 60_000),
    apiRequestsPerMinute: numberOr(env.API_REQUESTS_PER_MINUTE, DEFAULT_API_REQUESTS_PER_MINUTE),
    mailSendLeaseMs: numberOr(env.MAIL_SEND_LEASE_MS, DEFAULT_MAIL_SEND_LEASE_MS),
    servedOverHttps,
    fastTestPasswordHashing: fastTestPasswordHashing(env.PASSWORD_HASHING, servedOverHttps),
    siteKeys: {
      video_service_key: valueOrNull(env.VIDEO_SERVICE_KEY),
      captcha_site_key: valueOrNull(env.CAPTCHA_SITE_KEY),
      analytics_id: valueOrNull(env.ANALYTICS_ID),
    },
  };
}
