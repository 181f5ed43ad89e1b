// `npx nx serve <remote>`: one remote in development inside the composed production site. The
// remote is built for development and rebuilt on change, served by a development server on
// DEV_SERVER_PORT (4201); the built API serves the shell and every other remote from their
// production builds on PORT (8080), its remotes map pointing this one remote at the development
// server; a page that loaded the remote reloads when it is rebuilt. The remote's pages are rendered
// in the browser (its server build is not served): what the server rendered would lag the edits.
import { createServer } from 'node:http';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const REMOTES = ['search', 'shops-products', 'profile', 'disputes-arbitrator', 'home-feed'];

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`Usage: npx nx serve <remote>, one of ${REMOTES.join(', ')}.`);
  process.exit(2);
}
const sitePort = Number(process.env.PORT ?? 8080);
const devPort = Number(process.env.DEV_SERVER_PORT ?? 4201);
const devOrigin = `http://localhost:${devPort}`;

// The rest of the site from its production builds (Nx's cache makes this quick after the first time).
const build = spawnSync(
  path.join(root, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'build', `--exclude=${remote}`, '--outputStyle=static'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const work = mkdtempSync(path.join(tmpdir(), `vouch-serve-${remote}-`));
const outputPath = path.join(work, 'browser');
const webpack = require('webpack');
const [browserConfig] = require(path.join(root, 'apps', remote, 'webpack.config.js'))(
  { outputPath, liveReload: true },
  { mode: 'development' },
);
// The shell provides production React (a shared singleton): the remote's JSX and NODE_ENV follow
// it, or React's development JSX runtime would call into a production React that lacks its hooks.
browserConfig.module.rules.find(
  (rule) => rule.use?.loader === 'swc-loader',
).use.options.jsc.transform.react.development = false;
browserConfig.optimization = { ...browserConfig.optimization, nodeEnv: 'production' };

/** The remotes map of the production builds in dist/apps, this remote at the development server. */
function remotesMap() {
  const distDir = path.join(root, 'dist/apps');
  const remotes = {};
  for (const folder of readdirSync(distDir)) {
    const manifest = path.join(distDir, folder, 'mf-manifest.json');
    if (folder === 'shell' || folder === remote || !existsSync(manifest)) continue;
    remotes[JSON.parse(readFileSync(manifest, 'utf8')).name] = `/static/${folder}/mf-manifest.json`;
  }
  // The federation name is the build's uniqueName (tools/webpack/create-federated-config.js).
  remotes[browserConfig.output.uniqueName] = `${devOrigin}/mf-manifest.json`;
  return remotes;
}

const remotesFile = path.join(work, 'remotes.json');
writeFileSync(remotesFile, JSON.stringify(remotesMap(), null, 2));

// The development server: the remote's browser build (the shell's page fetches its manifest from
// another origin: CORS), and `/__rebuilt`, an event stream that says when a rebuild is done.
const listeners = new Set();
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
const devServer = createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url, devOrigin).pathname);
  } catch {
    response.writeHead(400).end('Malformed address');
    return;
  }
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('cache-control', 'no-store');
  if (pathname === '/__rebuilt') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': listening\n\n');
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
    return;
  }
  const file = path.resolve(outputPath, `.${pathname}`);
  let content = null;
  try {
    if (file.startsWith(outputPath + path.sep)) content = readFileSync(file);
  } catch {
    // not built (yet), or no such file
  }
  if (content === null) response.writeHead(404).end();
  else
    response
      .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
      .end(content);
});

let built = false;
const watching = webpack(browserConfig).watch({}, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    return;
  }
  console.log(`[serve ${remote}] built in ${stats.endTime - stats.startTime} ms`);
  if (built) for (const listener of listeners) listener.write('event: rebuilt\ndata: {}\n\n');
  built = true;
});

devServer.listen(devPort, () =>
  console.log(`[serve ${remote}] development server on ${devOrigin}`),
);

const api = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/apps/api/server/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: String(sitePort), LOG_LEVEL: 'warn', ...process.env, REMOTES_FILE: remotesFile },
  },
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  watching.close(() => undefined);
  devServer.close();
  for (const listener of listeners) listener.end();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
api.on('exit', (code) => stop(code ?? 1));
