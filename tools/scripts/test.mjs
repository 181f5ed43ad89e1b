// `npm test`: lint, type-check, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL names a server), then browser tests against one production build.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;

const step = (name, command, args, env = process.env) => ({ name, command, args, env });

const checks = [
  step('formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']),
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

/** Runs `steps` one after another; a lane that is not `live` keeps each step's output and prints it whole when the step ends. */
async function runLane(steps, live) {
  const results = [];
  for (const { name, command, args, env } of steps) {
    const started = Date.now();
    if (live) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => child.on('close', resolve));
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (!live)
      console.log(
        `\n=== ${name} (ran beside the steps above) ===\n${Buffer.concat(output).toString()}`,
      );
    console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`);
    results.push(status === 0);
  }
  return results;
}

const results = [...(await runLane(checks, true))];
const lanes = await Promise.all([runLane(browser, true), runLane(besideBrowser, false)]);
results.push(...lanes.flat(), ...(await runLane(afterBoth, true)));
const failed = results.filter((passed) => !passed).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
