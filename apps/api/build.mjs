// `nx build api`: the server compiled to one JavaScript file, dist/apps/api/server/main.js, as
// the browser apps are built, so production runs plain `node` instead of compiling TypeScript
// at start-up under tsx (whose imports also read each imported name through a getter).
// Our own libraries (@vouch/*) are bundled in; npm packages stay in node_modules, loaded as they are.
// Under dist/apps, the folder the site is served from: the static routes refuse any `<app>/server/` path.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(root, 'dist/apps/api/server');

/** Bare imports are npm packages, left to node_modules, except our own libraries. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vouch/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(path.join(root, 'dist/apps/api'), { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'apps/api/src/main.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  // Joining modules renames clashing names; kept as written for stacks and Fastify's plugin names.
  keepNames: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// libs/db reads its SQL migrations from `migrations/` beside it: beside the bundle once built.
cpSync(path.join(root, 'libs/db/src/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
