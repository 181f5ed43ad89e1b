import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '../http-load';
import { markdownTable, recordSuite } from '../report';
import {
  compareServerStarts,
  SERVER_COMMAND,
  SERVER_RUNS,
  SETTLE_SECONDS,
  type ServerRun,
} from '../server-start';
import { dataLabel, serverSentence, suiteKey, type Suite } from './suite';

export const serverStartSuite: Suite = {
  name: 'server-start',
  description:
    'starts the API server SERVER_START_RUNS times (3) building its search index and reading its snapshot, alternating: time to its first search, and its memory',
  inAll: false,
  needs: 'build',
  async run(context) {
    const { port, databaseUrl, command, measuredAt, machine } = context;
    const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'vouch-server-start-'));
    const snapshotDir = mkdtempSync(path.join(tmpdir(), 'vouch-search-index-'));
    try {
      const env: Record<string, string> = databaseUrl
        ? { DATABASE_URL: databaseUrl, SEED_IF_EMPTY: 'none' }
        : { DATA_DIR: dataDir!, MEDIA_DIR: path.join(dataDir!, 'media'), SEED_IF_EMPTY: 'default' };
      // The first start (not counted) seeds PGlite's data directory and writes the snapshot.
      const runs = Number(process.env.SERVER_START_RUNS) || 3;
      const figures = await compareServerStarts(port, env, runs, snapshotDir);
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
        `The API server (\`${SERVER_COMMAND}\`) started ${runs} times each way, alternating, on the same data, after one start (not counted) that wrote the search index's snapshot: from spawning the process to its first 200 answer of \`/reviews/search.json?q=backpack\` (polled every 50 ms: the database opened and migrated, the search index loaded, the site's shell and remotes found in dist), and the resident memory of the server's processes then and ${SETTLE_SECONDS} s later. Issue #32 item 3: the snapshot (apps/api/src/modules/search/in-process-index/index-snapshot-file.ts) is written after a build and read at the next start, which then applies the writes made since.`,
        '',
        markdownTable(
          [
            'start',
            'first search, s (median)',
            'memory at first search, MB',
            `memory ${SETTLE_SECONDS} s later, MB`,
            'each start, s',
          ],
          (['built', 'snapshot'] as const).map((run) => [
            SERVER_RUNS[run],
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
      rmSync(snapshotDir, { recursive: true, force: true });
    }
  },
};
