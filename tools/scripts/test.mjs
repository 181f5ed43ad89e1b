// `npm test`: lint, type-check, unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL names a server), then browser tests against one production build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;

const steps = [
  ['formatting (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn'], process.env],
  ['lint', 'npm', ['run', 'lint'], process.env],
  ['typecheck', bin('nx'), ['run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static'], process.env],
  ['unit and API tests (PGlite)', bin('nx'), ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=static'], envWithoutServer],
  ...(TEST_DATABASE_URL
    ? [['database and API tests (PostgreSQL server)', 'npm', ['run', 'test', '--workspace', '@vouch/db', '--workspace', '@vouch/api'], process.env]]
    : []),
  ['production build', bin('nx'), ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], process.env],
  ['browser tests', 'npm', ['run', 'e2e', '--workspace', '@vouch/e2e'], envWithoutServer],
];

let passed = 0;
let failed = 0;
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status === 0) {
    passed++;
    console.log(`=== ${name}: passed in ${seconds} s ===`);
  } else {
    failed++;
    console.log(`=== ${name}: FAILED in ${seconds} s ===`);
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
