import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '@vouch/site-runner';

export interface StartupFigures {
  installSeconds: number;
  firstStartSeconds: number;
  laterStartSeconds: number;
}

/** Runs `npm start` in `dir` until the server says it is serving; returns the seconds it took. */
async function timeStart(dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving http')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code} before serving`)));
  });
  const seconds = (Date.now() - started) / 1000;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return Math.round(seconds * 10) / 10;
}

/**
 * The README's two commands on a fresh clone of the committed tree: `npm install`, then a first
 * `npm start` with an empty Nx cache (build + migrate + seed), then a second start.
 */
export async function measureStartup(port: number): Promise<StartupFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-startup-'));
  try {
    execFileSync('git', ['clone', '--quiet', workspaceRoot, dir]);
    const installStarted = Date.now();
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    const installSeconds = Math.round((Date.now() - installStarted) / 100) / 10;
    const env = {
      ...process.env,
      PORT: String(port),
      NX_CACHE_DIRECTORY: mkdtempSync(path.join(tmpdir(), 'vouch-nx-cache-')),
    };
    const firstStartSeconds = await timeStart(dir, env);
    const laterStartSeconds = await timeStart(dir, env);
    return { installSeconds, firstStartSeconds, laterStartSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
