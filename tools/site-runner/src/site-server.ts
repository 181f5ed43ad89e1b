import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../..');
/** The API server as production runs it: built by `nx build api` (the site's build, `npm run build`, includes it). */
export const builtServerEntry = path.join(workspaceRoot, 'dist/apps/api/server/main.js');

export interface SiteServer {
  origin: string;
  /** Where /healthz and /readyz answer on a port of their own (HEALTH_PORT), when one was asked. */
  healthOrigin: string | null;
  process: ChildProcess;
  dataDir: string | null;
  /** Where the site writes the e-mail it would send (MAIL_OUTBOX_DIR), one JSON file a message. */
  mailOutboxDir: string;
}

export interface SiteServerOptions {
  port: number;
  /** Seed size for a fresh embedded database; ignored when databaseUrl is given. */
  seed?: 'small' | 'default';
  /** A PostgreSQL server already migrated and seeded; the embedded database otherwise. */
  databaseUrl?: string;
  /** A port of its own for the health probes (HEALTH_PORT). */
  healthPort?: number;
  env?: Record<string, string>;
}

async function waitUntilReady(
  origin: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the site server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server was not ready within ${timeoutMs} ms`);
}

/** The production site (built shell and remotes) on its own port and its own data (database and uploads). */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  if (!existsSync(builtServerEntry))
    throw new Error(
      `${builtServerEntry} is missing: build the site first (npx nx run-many -t build)`,
    );
  const dataDir = options.databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'vouch-site-'));
  const databaseEnv: Record<string, string> = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl, SEED_IF_EMPTY: 'none' }
    : {
        DATA_DIR: dataDir!,
        MEDIA_DIR: path.join(dataDir!, 'media'),
        SEED_IF_EMPTY: options.seed ?? 'small',
      };
  const mailOutboxDir = mkdtempSync(path.join(tmpdir(), 'vouch-outbox-'));
  const server = spawn(process.execPath, ['--enable-source-maps', builtServerEntry], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: mailOutboxDir,
      ...(options.healthPort === undefined ? {} : { HEALTH_PORT: String(options.healthPort) }),
      ...databaseEnv,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(origin, server, 120_000);
  const healthOrigin =
    options.healthPort === undefined ? null : `http://127.0.0.1:${options.healthPort}`;
  // The health port opens just after the site's.
  if (healthOrigin) await waitUntilReady(healthOrigin, server, 10_000);
  return { origin, healthOrigin, process: server, dataDir, mailOutboxDir };
}

export async function stopSiteServer(server: SiteServer): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (giveUp = setTimeout(resolve, 5000)))]);
  // Not left running: a test runner waits for it before it exits.
  clearTimeout(giveUp);
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(server.mailOutboxDir, { recursive: true, force: true });
}
