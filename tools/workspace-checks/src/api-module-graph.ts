import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { workspaceRoot } from './workspace-files';

/** A source file: its workspace-relative path (with `/`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** One import: the importing file, the file it resolves to (workspace-relative) and the specifier as written. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

const API_SRC = 'apps/api/src/';
const MODULES = `${API_SRC}modules/`;
const TESTING = `${API_SRC}testing/`;
// Tests may reach anything: they are not part of the module graph.
const TEST = /\.test\.tsx?$/;

/** The API module a file belongs to (`apps/api/src/modules/<module>/…`), or null. */
export function moduleOf(file: string): string | null {
  return file.startsWith(MODULES) ? (file.slice(MODULES.length).split('/')[0] ?? null) : null;
}

/**
 * The node a file counts as in the module graph: its API module, else the folder of
 * `apps/api/src` it sits in (`api/http`, `api/plugins`, …) or the file at its top (`api/app`,
 * `api/config`, …), else its tool (`tools/<name>`).
 */
export function nodeOf(file: string): string {
  const module = moduleOf(file);
  if (module) return module;
  if (file.startsWith(API_SRC))
    return `api/${path.posix.basename(file.slice(API_SRC.length).split('/')[0] ?? '', '.ts')}`;
  return file.split('/').slice(0, 2).join('/');
}

/** What `@vouch/api/<entry>` names, from the API's package.json `exports`. */
function apiPackageEntries(): Record<string, string> {
  const { exports } = JSON.parse(
    readFileSync(path.join(workspaceRoot, 'apps/api/package.json'), 'utf8'),
  ) as { exports: Record<string, string> };
  return Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => [
      `@vouch/api${entry.slice(1)}`,
      path.posix.join('apps/api', target),
    ]),
  );
}

/**
 * The imports of `files` that land in the API (`apps/api/src`): static, dynamic and re-exports,
 * relative or through the API package's `exports`. A relative specifier resolves to the file of
 * `files` it names (`x.ts`, `x.tsx` or `x/index.ts`).
 */
export function apiImports(
  files: readonly SourceFile[],
  packageEntries = apiPackageEntries(),
): ImportEdge[] {
  const known = new Set(files.map((file) => file.path));
  const resolve = (from: string, specifier: string): string | null => {
    if (packageEntries[specifier]) return packageEntries[specifier];
    if (!specifier.startsWith('.')) return null;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
    return candidates.find((candidate) => known.has(candidate)) ?? `${base}.ts`;
  };
  return files.flatMap((file) =>
    ts
      .preProcessFile(file.text, true, true)
      .importedFiles.map(({ fileName }) => ({
        from: file.path,
        to: resolve(file.path, fileName),
        specifier: fileName,
      }))
      .filter((edge): edge is ImportEdge => edge.to !== null && edge.to.startsWith(API_SRC)),
  );
}

/** Imports into another module's files other than its front door (`<module>/index.ts`), as `from -> specifier`. */
export function deepImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const target = moduleOf(to);
      return target !== null && moduleOf(from) !== target && to !== `${MODULES}${target}/index.ts`;
    })
    .map(({ from, specifier }) => `${from} -> ${specifier}`);
}

/**
 * Imports of the test support (`apps/api/src/testing`) from module files other than tests, as
 * `from -> specifier`: fixtures belong with the tests, so production code never reaches back up.
 */
export function testingImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => moduleOf(from) !== null && !TEST.test(from) && to.startsWith(TESTING))
    .map(({ from, specifier }) => `${from} -> ${specifier}`);
}

/** The module graph the code (not its tests) makes: node -> the nodes it imports. */
export function moduleGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (TEST.test(from)) continue;
    const [a, b] = [nodeOf(from), nodeOf(to)];
    if (a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
    if (!graph.has(b)) graph.set(b, new Set());
  }
  return graph;
}

/** The cycles of a graph: each strongly connected set of more than one node, sorted (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The API's sources and the tools' (which may import the API), tests included. */
export function apiAndToolSources(): SourceFile[] {
  const tools = readdirSync(path.join(workspaceRoot, 'tools'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `tools/${entry.name}/src`);
  return ['apps/api/src', ...tools]
    .filter((dir) => existsSync(path.join(workspaceRoot, dir)))
    .flatMap((dir) =>
      (readdirSync(path.join(workspaceRoot, dir), { recursive: true }) as string[])
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => {
          const file = path.posix.join(dir, name.split(path.sep).join('/'));
          return { path: file, text: readFileSync(path.join(workspaceRoot, file), 'utf8') };
        }),
    );
}
