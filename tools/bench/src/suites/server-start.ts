import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '../http-load';
import { markdownTable, recordSuite } from '../report';
import {
  compareServerStarts,
  measureServerStart,
  SERVER_COMMANDS,
  SETTLE_SECONDS,
  type ServerRun,
} from '../server-start';
import { dataLabel, serverSentence, suiteKey, type Suite } from './suite';

export const serverStartSuite: Suite = {
  name: 'server-start',
  description:
    'starts the API server SERVER_START_RUNS times (3) under tsx and built, alternating: time to its first search, and its memory',
  inAll: false,
  needs: 'build',
  async run(context) {
    const { port, databaseUrl, command, measuredAt, machine } = context;
    const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'vouch-server-start-'));
    try {
      const env: Record<string, string> = databaseUrl
        ? { DATABASE_URL: databaseUrl, SEED_IF_EMPTY: 'none' }
        : { DATA_DIR: dataDir!, MEDIA_DIR: path.join(dataDir!, 'media'), SEED_IF_EMPTY: 'default' };
      // PGlite: the first start seeds the data directory; not counted.
      if (dataDir) await measureServerStart('built', port, env);
      const runs = Number(process.env.SERVER_START_RUNS) || 3;
      const figures = await compareServerStarts(port, env, runs);
      const median = (
        run: ServerRun,
        key: 'firstSearchSeconds' | 'rssAtFirstSearchMb' | 'rssSettledMb',
      ) =>
        percentile(
          figures
            .filter((row) => row.run === run)
            .map((row) => row[key])
            .sort((a, b) => a - b),
          0.5,
        );
      const body = [
        ...(databaseUrl ? [await serverSentence(context), ''] : []),
        `The API server started ${runs} times each way, alternating, on the same data: from spawning the process to its first 200 answer of \`/reviews/search.json?q=backpack\` (polled every 50 ms: the database opened and migrated, the search index loaded, the site's shell and remotes found in dist), and the resident memory of the server's processes then and ${SETTLE_SECONDS} s later (tsx runs the server in a child process of its own: both count). Before issue #30 production ran \`${SERVER_COMMANDS.tsx}\`; it runs \`${SERVER_COMMANDS.built}\`, built by \`nx build api\` (apps/api/build.mjs, esbuild).`,
        '',
        markdownTable(
          [
            'server',
            'first search, s (median)',
            'memory at first search, MB',
            `memory ${SETTLE_SECONDS} s later, MB`,
            'each start, s',
          ],
          (['tsx', 'built'] as const).map((run) => [
            `\`${SERVER_COMMANDS[run]}\``,
            median(run, 'firstSearchSeconds'),
            median(run, 'rssAtFirstSearchMb'),
            median(run, 'rssSettledMb'),
            figures
              .filter((row) => row.run === run)
              .map((row) => row.firstSearchSeconds)
              .join(', '),
          ]),
        ),
      ].join('\n');
      recordSuite({
        suite: suiteKey(context, 'server-start'),
        title: `Server start: ${dataLabel(context)}`,
        command,
        measuredAt,
        machine,
        body,
      });
      console.table(figures);
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
