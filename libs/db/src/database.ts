import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { Database } from './schema';

/** The database the app talks to, whichever engine is behind it. */
export interface AppDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations, bulk seed statements). */
  execScript(script: string): Promise<void>;
  /**
   * Runs `work` while no other process (PostgreSQL: a session advisory lock; PGlite, which one
   * process owns: no other caller in this process) runs work under the same lock.
   */
  exclusively<T>(lock: AdvisoryLock, work: () => Promise<T>): Promise<T>;
  /**
   * True when the database answers a trivial query. On PostgreSQL through a connection of its
   * own: a readiness probe must not queue behind the requests whose load it is asked about.
   */
  isUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** How long a readiness probe waits for the database before calling it down. */
const PROBE_TIMEOUT_MS = 1000;

async function answersTrivially(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

/** Advisory lock keys in use (two-int form: a namespace, then a key within it). */
export const ADVISORY_LOCKS = {
  migrations: [2, 0],
  /** Seeding an empty database on start-up (apps/api prepareDatabase); namespaces 1-7 and 10 are the API's per-request locks. */
  seeding: [8, 0],
  /** A round of review requests (issue #55): one process at a time sends them. */
  reviewRequests: [9, 0],
} as const satisfies Record<string, readonly [number, number]>;
export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/** An in-process queue: each piece of work starts after the previous one has settled. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  /** `loadDataDir`: a data directory dumped by PGlite (a tarball) to start from instead of an empty one. */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

/**
 * How long one statement may run, and a request wait for a free connection, before it fails (and
 * the request answers 503): a slow or stuck database then costs a prompt answer, not a pile of
 * requests waiting for it. Scripts (migrations) run without it; 0 turns it off (the seed).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number,
): Promise<AppDatabase> {
  const { default: pg } = await import('pg');
  // int8 (bigint ids, counts) as strings would leak into JSON; ids stay strings, counts are cast in SQL.
  // Requests run short statements side by side: parallel workers would only take cores from the
  // other requests (and cost more to start than they save). JIT compiles a plan whose estimated
  // cost is high, which for a search means 20-30 ms of compiling to save a few (issue #20's plans).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c max_parallel_workers_per_gather=0 -c jit=off -c statement_timeout=${Math.round(statementTimeoutMs)}`,
    connectionTimeoutMillis: statementTimeoutMs,
  });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is
  // an 'error' on the pool; unheard it would take the process down. The pool opens a new one.
  const closedByServer = (error: Error) =>
    console.warn(`[vouch] database connection closed by the server: ${error.message}`);
  pool.on('error', closedByServer);
  // A connection in use when the server ends it (a restart under load) emits 'error' on itself, not
  // the pool; the query on it fails too and its request answers 503. Unheard, it ended the process.
  pool.on('connect', (client) => client.on('error', closedByServer));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    options: `-c statement_timeout=${PROBE_TIMEOUT_MS}`,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  probe.on('error', closedByServer);
  probe.on('connect', (client) => client.on('error', closedByServer));
  return {
    db,
    engine: 'postgres',
    isUp: () => answersTrivially(() => probe.query('select 1')),
    async execScript(script) {
      const client = await pool.connect();
      try {
        // Migrations and bulk seed statements (an index over a million rows) may take minutes.
        await client.query('SET statement_timeout = 0');
        await client.query(script);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    async exclusively(lock, work) {
      // A session lock, held on a connection of its own while `work` uses the pool as usual.
      const client = await pool.connect();
      const [namespace, key] = ADVISORY_LOCKS[lock];
      try {
        await client.query('select pg_advisory_lock($1, $2)', [namespace, key]);
        return await work();
      } finally {
        await client
          .query('select pg_advisory_unlock($1, $2)', [namespace, key])
          .catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await probe.end();
      await db.destroy();
    },
  };
}

/** PGlite with the extensions the migrations need, on `dataDir` (or a copy of a dumped one). */
export async function createPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir !== 'memory://') await mkdir(path.resolve(dataDir), { recursive: true });
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** The file in a PGlite data folder naming the process that has it open. */
export const OPEN_BY_FILE = 'vouch-open-by.pid';

function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data folder for this process: PGlite is one process's database, and a second
 * process opening the same folder (`npm run release` beside `npm start`) would corrupt it. A claim
 * left by a process that no longer runs (killed) is taken over. Answers the release of the claim.
 */
function claimDataDir(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), OPEN_BY_FILE);
  const mine = String(process.pid);
  // Written whole, then linked into place: another process never reads a claim half written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      }
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder !== process.pid && processRuns(holder))
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is open in process ${holder} (a running site?): stop it first, or use a PostgreSQL server (DATABASE_URL) that several processes can share. (If no such process uses it, delete ${file}.)`,
        );
      // Left by a process that no longer runs (or by this one): taken over.
      unlinkSync(file);
    }
  } finally {
    unlinkSync(draft);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
    } catch {
      // Already gone (the folder deleted with the data): nothing to release.
    }
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<AppDatabase> {
  if (dataDir !== 'memory://') await mkdir(path.resolve(dataDir), { recursive: true });
  const release = dataDir === 'memory://' ? () => undefined : claimDataDir(dataDir);
  const pglite = await createPglite(dataDir, loadDataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const queues = new Map<AdvisoryLock, ReturnType<typeof serialQueue>>();
  return {
    db,
    engine: 'pglite',
    isUp: () => answersTrivially(() => pglite.query('select 1')),
    async execScript(script) {
      try {
        await pglite.exec(script);
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    exclusively(lock, work) {
      if (!queues.has(lock)) queues.set(lock, serialQueue());
      return queues.get(lock)!(work);
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      release();
    },
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`. */
export function openDatabase(location: DatabaseLocation): Promise<AppDatabase> {
  return location.kind === 'postgres'
    ? openPostgres(
        location.url,
        location.poolSize ?? 10,
        location.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      )
    : openPglite(location.dataDir, location.loadDataDir);
}
