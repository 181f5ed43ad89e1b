import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { builtServerEntry, workspaceRoot } from '@vouch/site-runner';
import { treeRssMb } from './soak';

/** How the API server is run: from its TypeScript sources under tsx (as production did before issue #30), or built. */
export type ServerRun = 'tsx' | 'built';

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

export const SERVER_COMMANDS: Record<ServerRun, string> = {
  tsx: 'tsx apps/api/src/main.ts',
  built: 'node --enable-source-maps dist/apps/api/server/main.js',
};

function startServer(run: ServerRun, env: NodeJS.ProcessEnv): ChildProcess {
  const [command, args] =
    run === 'tsx'
      ? [
          path.join(workspaceRoot, 'node_modules/.bin/tsx'),
          [path.join(workspaceRoot, 'apps/api/src/main.ts')],
        ]
      : [process.execPath, ['--enable-source-maps', builtServerEntry]];
  return spawn(command, args, { cwd: workspaceRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
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
): Promise<ServerStartFigures> {
  const started = performance.now();
  const server = startServer(run, {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the server (${SERVER_COMMANDS[run]}) exited with code ${server.exitCode}`);
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

/** `runs` starts each way, alternating so a change in the machine's load falls on both. */
export async function compareServerStarts(
  port: number,
  env: Record<string, string>,
  runs: number,
): Promise<ServerStartFigures[]> {
  const figures: ServerStartFigures[] = [];
  for (let round = 0; round < runs; round++) {
    for (const run of ['tsx', 'built'] as const)
      figures.push(await measureServerStart(run, port, env));
  }
  return figures;
}

export const SETTLE_SECONDS = SETTLE_MS / 1000;
