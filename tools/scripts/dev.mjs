// `npm run dev [app ...]`: development builds that rebuild on change (webpack --watch, no
// minifying, no compression) for the apps named (every browser app when none is), and the API
// restarted on change (tsx watch), serving the site with demo data on one port as `npm start` does.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const BROWSER_APPS = [
  'shell',
  'search',
  'shops-products',
  'profile',
  'disputes-arbitrator',
  'home-feed',
];

const named = process.argv.slice(2);
const unknown = named.filter((app) => !BROWSER_APPS.includes(app));
if (unknown.length > 0) {
  console.error(`Unknown app: ${unknown.join(', ')}. Choose from ${BROWSER_APPS.join(', ')}.`);
  process.exit(2);
}
const watched = named.length > 0 ? named : BROWSER_APPS;
const webpack = (app, extra) => [
  bin('webpack'),
  ['--config', 'webpack.config.js', '--mode', 'development', ...extra],
  { cwd: path.join(root, 'apps', app) },
];

// The apps not watched still need a build to serve: a development build once, when there is none.
for (const app of BROWSER_APPS.filter(
  (app) =>
    !watched.includes(app) && !existsSync(path.join(root, 'dist/apps', app, 'mf-manifest.json')),
)) {
  const [command, args, options] = webpack(app, []);
  const built = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children = [
  ...watched.map((app) => {
    const [command, args, options] = webpack(app, ['--watch']);
    return spawn(command, args, { ...options, stdio: 'inherit' });
  }),
  spawn(bin('tsx'), ['watch', '--clear-screen=false', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: '8080', LOG_LEVEL: 'warn', ...process.env },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
