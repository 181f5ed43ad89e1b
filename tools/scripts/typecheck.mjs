// `npm run typecheck`: every project's tsconfig.json. Browser projects with the same settings are
// checked as one TypeScript program: one by one, each remote checks again the design system,
// catalog UI and api client it imports (149 s of CPU for these ten one by one, 30 s as one
// program, on the 2-core VM of docs/BENCHMARKS.md). Their ambient world is the browser's, and
// nothing they import declares more (no Node types). Node-side projects differ in what their
// dependencies declare globally (the API's tests bring jsdom's DOM types; the bench has none), so
// each of them is checked alone. What a group shares: an ambient declaration of one of its
// projects is seen by the others (Nx's per-project `typecheck` targets still check each alone).
import './require-node.mjs';
import { runStep } from './run-step.mjs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const groupsDir = path.join(root, 'node_modules/.cache/typecheck');
/** Two programs at a time: the machines the suite runs on have two cores. */
const AT_ONCE = 2;
/** Settings that name paths: a group's tsconfig lives elsewhere, so these would need rebasing. */
const PATH_OPTIONS = ['baseUrl', 'paths', 'rootDir', 'rootDirs', 'typeRoots', 'outDir'];

/** The workspace's folders (package.json `workspaces`, `dir/*` patterns expanded). */
async function workspaceFolders() {
  const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const expanded = await Promise.all(
    workspaces.map(async (pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      const entries = await readdir(path.join(root, parent), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`);
    }),
  );
  return expanded.flat();
}

/** Each project's tsconfig.json: browser projects grouped by their settings, every other alone. */
async function projectGroups() {
  const groups = new Map();
  for (const folder of await workspaceFolders()) {
    const file = path.join(root, folder, 'tsconfig.json');
    const text = await readFile(file, 'utf8').catch((error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text === null) continue;
    let config;
    try {
      config = JSON.parse(text);
    } catch (error) {
      throw new Error(`${folder}/tsconfig.json: not plain JSON (${error.message})`);
    }
    const { extends: base, compilerOptions = {}, include = ['**/*'], ...rest } = config;
    if (base !== undefined && !(typeof base === 'string' && base.startsWith('.')))
      throw new Error(`${folder}/tsconfig.json: only a relative "extends" is grouped`);
    const unsupported = [
      ...Object.keys(rest),
      ...PATH_OPTIONS.filter((option) => option in compilerOptions),
    ];
    if (unsupported.length > 0)
      throw new Error(
        `${folder}/tsconfig.json: ${unsupported.join(', ')} not grouped by typecheck.mjs`,
      );
    const settings = { extends: base && path.resolve(root, folder, base), compilerOptions };
    const key = compilerOptions.lib?.includes('DOM') ? JSON.stringify(settings) : folder;
    const group = groups.get(key) ?? { settings, projects: [], include: [] };
    group.projects.push(folder);
    group.include.push(...include.map((pattern) => path.join(root, folder, pattern)));
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.projects.length - a.projects.length);
}

/** Writes the group's tsconfig.json and checks it; resolves to whether it passed. */
async function check(group, index) {
  const file = path.join(groupsDir, `group-${index + 1}.json`);
  const relative = (target) => path.relative(groupsDir, target);
  const config = {
    ...(group.settings.extends ? { extends: relative(group.settings.extends) } : {}),
    compilerOptions: group.settings.compilerOptions,
    include: group.include.map(relative),
  };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  const { passed, seconds, output } = await runStep(
    path.join(root, 'node_modules/.bin/tsc'),
    ['-p', file, '--pretty'],
    { cwd: root },
  );
  console.log(
    `${passed ? 'passed' : 'FAILED'} in ${seconds} s: ${group.projects.join(', ')}\n${output}`,
  );
  return passed;
}

const groups = await projectGroups();
await rm(groupsDir, { recursive: true, force: true });
await mkdir(groupsDir, { recursive: true });
const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < groups.length) {
      const index = next++;
      results[index] = await check(groups[index], index);
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
