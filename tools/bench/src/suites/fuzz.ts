import { spawnSync } from 'node:child_process';
import { workspaceRoot } from '@vouch/site-runner';
import { markdownTable, recordSuite } from '../report';
import type { Suite } from './suite';

export const fuzzSuite: Suite = {
  name: 'fuzz',
  description: "the route fuzz suite's long run, FUZZ_RUNS cases (5,000) with FUZZ_SEED",
  inAll: false,
  needs: 'nothing',
  async run({ command, measuredAt, machine }) {
    const runs = Number(process.env.FUZZ_RUNS) || 5000;
    const seed = Number(process.env.FUZZ_SEED) || 20261124;
    const started = Date.now();
    const fuzz = spawnSync('npm', ['run', 'fuzz'], {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
    });
    const body = [
      "apps/api/src/http/route-fuzz.test.ts with fast-check: each case one route of the route table, as a guest, the demo reviewer or the demo shop owner, with random and hostile text, numbers, arrays, objects and raw percent-encodings in its path segments, its contract's query and body fields and others; on the app with its own PGlite (small data). Property: no 5xx, refusals in the error shape, and a refused write leaves every table as it was. `npm test` runs 400 cases of the same seed.",
      '',
      markdownTable(
        ['cases', 'seed', 'failures', 'seconds'],
        [
          [
            runs.toLocaleString('en-US'),
            seed,
            fuzz.status === 0 ? 0 : '**failed** (see the run)',
            Math.round((Date.now() - started) / 1000),
          ],
        ],
      ),
    ].join('\n');
    recordSuite({
      suite: 'fuzz',
      title: 'Route fuzzing',
      command: `FUZZ_RUNS=${runs} FUZZ_SEED=${seed} ${command}`,
      measuredAt,
      machine,
      body,
    });
    if (fuzz.status !== 0) process.exitCode = 1;
  },
};
