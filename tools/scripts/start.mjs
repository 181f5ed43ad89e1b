// `npm start`: builds the shell, every remote and the API server for production (Nx's cache makes
// later starts quick), then runs the built server, which serves the whole site with demo data on one port.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const build = spawnSync(
  bin('nx'),
  ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// Source maps on: a stack names the TypeScript file and line, not the bundle's.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/apps/api/server/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', PORT: '8080', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
