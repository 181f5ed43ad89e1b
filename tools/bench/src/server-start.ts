import { spawn, type ChildProcess } from 'node:child_process';
import { builtServerEntry, workspaceRoot } from '@vouch/site-runner';
import { treeRssMb } from './soak';

/** How the API server starts: building its search index from the database, or reading its snapshot (issue #32). */
export type ServerRun = 'built' | 'snapshot';

export interface ServerStartFigures {
  run: ServerRun;
  /** Process start to the first 200 of a search, seconds. */
  firstSearchSeconds: number;
  /** Resident memory of the server (its process and children) at that answer, and after idling `SETTLE_MS` more, MB. */
  rssAtFirstSearchMb: number;
  rssSettledMb: number;
}

const SEARCH_PATH = '/reviews/search.json?q=backpack';
const SETTLE_MS = 5_000;

export const SERVER_COMMAND = 'node --enable-source-maps dist/apps/api/server/main.js';

/** How each run finds its index, said as the table says it. */
export const SERVER_RUNS: Record<ServerRun, string> = {
  built: 'index built from the database (`SEARCH_INDEX_DIR=none`)',
  snapshot: 'index read from its snapshot, then the writes since',
};

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', builtServerEntry], {
    cwd: workspaceRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * One start of the server on the data `env` names: from spawning it to its first answer of a search
 * (the database opened and migrated, the search index loaded), and its memory then and a little later.
 */
export async function measureServerStart(
  run: ServerRun,
  port: number,
  env: Record<string, string>,
  snapshotDir: string,
): Promise<ServerStartFigures> {
  const started = performance.now();
  const server = startServer({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
    SEARCH_INDEX_DIR: run === 'snapshot' ? snapshotDir : 'none',
  });
  try {
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the server (${SERVER_RUNS[run]}) exited with code ${server.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}${SEARCH_PATH}`).catch(() => null);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const firstSearchSeconds = Math.round((performance.now() - started) / 100) / 10;
    const rssAtFirstSearchMb = treeRssMb(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { run, firstSearchSeconds, rssAtFirstSearchMb, rssSettledMb: treeRssMb(server.pid!) };
  } finally {
    await stop(server);
  }
}

/**
 * `runs` starts each way, alternating so a change in the machine's load falls on both, after one
 * start (not counted) that writes the snapshot in `snapshotDir`.
 */
export async function compareServerStarts(
  port: number,
  env: Record<string, string>,
  runs: number,
  snapshotDir: string,
): Promise<ServerStartFigures[]> {
  await measureServerStart('snapshot', port, env, snapshotDir);
  const figures: ServerStartFigures[] = [];
  for (let round = 0; round < runs; round++) {
    for (const run of ['built', 'snapshot'] as const)
      figures.push(await measureServerStart(run, port, env, snapshotDir));
  }
  return figures;
}

export const SETTLE_SECONDS = SETTLE_MS / 1000;
