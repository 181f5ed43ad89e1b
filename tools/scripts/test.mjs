// `npm test`: formatting, commit subjects, lint, types, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL names a server), then browser tests against one production build.
import './require-node.mjs';
import { runStep } from './run-step.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;

const step = (name, command, args, env = process.env) => ({ name, command, args, env });

const checks = [
  step('formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']),
  step('commit subjects', process.execPath, [
    path.join(root, 'tools/scripts/check-commit-subjects.mjs'),
  ]),
  step('lint', 'npm', ['run', 'lint']),
  step('typecheck', 'npm', ['run', 'typecheck']),
  step(
    'unit and API tests (PGlite)',
    bin('nx'),
    ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=static'],
    envWithoutServer,
  ),
  // Before both lanes: the PostgreSQL pass's two-process test runs the built API server too.
  step('production build', bin('nx'), [
    'run-many',
    '-t',
    'build',
    '--parallel=2',
    '--outputStyle=static',
  ]),
];
const browser = [
  // The release test needs a database the release command and the site share: its own, on the server when there is one.
  step('browser tests', 'npm', ['run', 'e2e', '--workspace', '@vouch/e2e'], {
    ...envWithoutServer,
    ...(TEST_DATABASE_URL ? { E2E_DATABASE_URL: TEST_DATABASE_URL } : {}),
  }),
];
// The PostgreSQL pass mostly waits on the database server, and the browser tests on the
// browser: side by side they take little longer than the browser tests alone.
const besideBrowser = TEST_DATABASE_URL
  ? [
      step('database and API tests (PostgreSQL server)', 'npm', [
        'run',
        'test',
        '--workspace',
        '@vouch/db',
        '--workspace',
        '@vouch/api',
      ]),
    ]
  : [];
// The restart test ends every connection to the server (the release browser test's site uses it too): it runs last, alone.
const afterBoth =
  TEST_DATABASE_URL && process.env.PGDATA_DIR
    ? [
        step('PostgreSQL restart under load', 'npm', [
          'run',
          'test:postgres-restart',
          '--workspace',
          '@vouch/api',
        ]),
      ]
    : [];

/** Runs `steps` one after another; a lane that is not `live` prints each step's output whole when the step ends. */
async function runLane(steps, live) {
  const results = [];
  for (const { name, command, args, env } of steps) {
    if (live) console.log(`\n=== ${name} ===`);
    const { passed, seconds, output } = await runStep(command, args, { cwd: root, env, live });
    if (!live) console.log(`\n=== ${name} (ran beside the steps above) ===\n${output}`);
    console.log(`=== ${name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s ===`);
    results.push(passed);
  }
  return results;
}

const results = [...(await runLane(checks, true))];
const lanes = await Promise.all([runLane(browser, true), runLane(besideBrowser, false)]);
results.push(...lanes.flat(), ...(await runLane(afterBoth, true)));
const failed = results.filter((passed) => !passed).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
