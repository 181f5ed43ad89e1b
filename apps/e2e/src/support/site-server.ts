import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../../..');

export interface SiteServer {
  origin: string;
  process: ChildProcess;
  dataDir: string;
}

async function waitUntilReady(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server was not ready within ${timeoutMs} ms`);
}

/** The production site (built shell and remotes, embedded database with small seed data). */
export async function startSiteServer(port: number, extraEnv: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-e2e-'));
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_IF_EMPTY: 'small', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, server, 60_000);
  return { origin, process: server, dataDir };
}

export function stopSiteServer(server: { process: ChildProcess; dataDir: string }): void {
  server.process.kill('SIGTERM');
  rmSync(server.dataDir, { recursive: true, force: true });
}
