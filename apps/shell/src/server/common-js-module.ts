// Node's own require, for what a remote's server build requires (node built-ins); webpack leaves it alone.
declare const __non_webpack_require__: (id: string) => unknown;

/**
 * Runs `code`, a CommonJS module read from `url`, as Node's loader would (the same five names in
 * scope), and answers its export `globalName`, or all its exports. A remote's server entry comes
 * as text through the site's remote files (a release's folder, a canary's), not as a file this
 * thread could require; `new Function` is Node's module wrapper without the file. The code is the
 * site's own build, read from the releases the site trusts (never from a visitor).
 */
export function runCommonJsModule(code: string, url: string, globalName: string): unknown {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const { pathname } = new URL(url);
  const run = new Function('exports', 'module', 'require', '__dirname', '__filename', code) as (
    ...args: unknown[]
  ) => void;
  run(
    module.exports,
    module,
    __non_webpack_require__,
    pathname.slice(0, pathname.lastIndexOf('/')),
    pathname,
  );
  return module.exports[globalName] ?? module.exports;
}
