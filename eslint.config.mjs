// Lint for the whole workspace: TypeScript rules, React hooks, and the architecture's boundaries.
// The boundaries come from one vocabulary, the `nx.tags` of each project's package.json
// (`type:app|remote|feature|data|ui|domain|server|e2e|tool`): a project's type decides what it may
// import, of ours and from npm. Inside a browser app, the front-end shape (README "Where things
// are"): `src/pages/<name>-page` and `src/features/<name>` folders are elements of their own, and
// `src/components`, `src/hooks` and `src/api` are the app's shared code. Imports go one way:
// pages compose features and shared code; a feature uses shared code, never a page or a sibling
// feature; shared code imports no feature and no page. `npm test` runs this with
// --max-warnings=0; tools/workspace-checks proves it refuses.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Paths are the workspace's, whichever folder ESLint runs in (each project's `lint` target runs in its own).
const root = path.dirname(fileURLToPath(import.meta.url));

/** Every project of the workspace with the type its nx tags give it. */
const projects = ['apps', 'libs', 'tools']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`))
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
  .map((dir) => {
    const [group, name] = dir.split('/');
    const tags =
      JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).nx?.tags ?? [];
    const type = tags.find((tag) => tag.startsWith('type:'))?.slice('type:'.length);
    if (!type) throw new Error(`${dir}/package.json has no type: tag in nx.tags`);
    return { dir, group, name, type };
  });

/** What a project of each type may import of ours, besides its own files. */
const MAY_IMPORT = {
  // The shell and the remotes: the shared libs, never each other.
  app: ['feature', 'data', 'ui', 'domain'],
  remote: ['feature', 'data', 'ui', 'domain'],
  // Data-bound UI several remotes share (catalog-ui).
  feature: ['data', 'ui', 'domain'],
  // The api slice and the contracts; contracts name the domain's enumerations.
  data: ['data', 'domain'],
  ui: ['ui'],
  domain: [],
  // The API server: its database and the contracts; the seed loads demo data on first start.
  server: ['db', 'data', 'domain', 'tool'],
  db: ['domain'],
  e2e: ['domain', 'data', 'tool'],
  tool: ['tool', 'db', 'server', 'domain', 'data', 'ui'],
};

/** npm packages (and Node built-ins) each type may use: none means any. */
const PACKAGES = {
  // Pure rules: no React, no Node, no fetch. schema-dts is types only (structured data).
  domain: { external: ['schema-dts'], core: false },
  ui: { external: ['react', 'react/*', 'styled-components'], core: false },
  app: { core: false },
  remote: { core: false },
  feature: { core: false },
  data: { core: false },
};

const TYPES = Object.keys(MAY_IMPORT);
const LIB_TYPES = ['feature', 'data', 'ui', 'domain', 'db'];

/**
 * Which API module may import which (apps/api/src/modules/<module>), tests aside: the module graph
 * tools/workspace-checks/src/api-module-graph.test.ts checks has no cycle and these edges only.
 */
const API_MODULE_EDGES = JSON.parse(
  readFileSync(path.join(root, 'apps/api/module-edges.json'), 'utf8'),
);

/** Inside a browser app: `src/` of the shell and of every remote. */
const APP_SRC = `apps/@(${projects
  .filter(({ type }) => type === 'app' || type === 'remote')
  .map(({ name }) => name)
  .join('|')})/src`;

/** The parts of a browser app the front-end shape names; the rest (routes, the shell's frame) is the app itself. */
const APP_PARTS = ['app-page', 'app-feature', 'app-shared'];

const elements = [
  // First match wins: an API module before the API, an app's parts before the app itself.
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  { type: 'app-page', pattern: `${APP_SRC}/pages/*`, capture: ['project', 'page'] },
  { type: 'app-feature', pattern: `${APP_SRC}/features/*`, capture: ['project', 'feature'] },
  {
    type: 'app-shared',
    pattern: `${APP_SRC}/@(components|hooks|api)`,
    capture: ['project', 'folder'],
  },
  // @(name) captures the project's name, so policies can say "its own".
  ...projects.map(({ group, name, type }) => ({
    type,
    pattern: `${group}/@(${name})`,
    capture: ['project'],
  })),
];

const packagePolicies = Object.entries(PACKAGES).flatMap(([type, { external, core }]) => {
  const from = {
    element: { types: type === 'app' || type === 'remote' ? [type, ...APP_PARTS] : [type] },
  };
  return [
    ...(external
      ? [
          { from, disallow: { to: { module: { origin: 'external' } } } },
          { from, allow: { to: { module: { origin: 'external', source: external } } } },
        ]
      : []),
    ...(core === false ? [{ from, disallow: { to: { module: { origin: 'core' } } } }] : []),
  ];
});

/** The importing file's own project. */
const OWN = '{{ from.element.captured.project }}';

/** An element of the importing file's own app, of one of `types`. */
const ownApp = (types) => ({ to: { element: { types, captured: { project: OWN } } } });

/**
 * The front-end shape, one way: the app's frame and routes use any part of their app; a page
 * composes features; every part uses the app's shared code and frame (a store type, the route
 * table's paths). Nothing else between the parts: a page importing another page, a feature
 * importing a page or a sibling feature, shared code importing a feature or a page all fall to
 * the refusal of our own code that opens the policies.
 */
const frontEndShapePolicies = [
  { from: { element: { types: ['app', 'remote'] } }, allow: ownApp(APP_PARTS) },
  { from: { element: { type: 'app-page' } }, allow: ownApp(['app-feature']) },
  { from: { element: { types: APP_PARTS } }, allow: ownApp(['app', 'remote', 'app-shared']) },
];

/**
 * What tests may use besides: the test tools (tools/ui-testing renders a page with the shell's
 * store and theme) and their own app's pages (a test may follow one page handing over to another).
 */
const testPolicies = [
  { allow: { to: { element: { type: 'tool' } } } },
  { from: { element: { types: APP_PARTS } }, allow: ownApp(['app-page']) },
];

/**
 * The boundary policies. Tests may use any npm package (testing libraries, node:fs for fixtures)
 * and what testPolicies adds.
 */
const boundaryPolicies = ({ packages, deepApiImports = false }) => [
  // Our own code: refused unless a policy below allows it.
  {
    from: { element: { type: '*' } },
    disallow: { to: { element: { type: '*' } } },
    message:
      '{{ from.element.type }} may not import {{ to.element.type }} (the boundaries in eslint.config.mjs)',
  },
  ...frontEndShapePolicies,
  ...TYPES.map((type) => ({
    from: { element: { type } },
    allow: { to: { element: { types: MAY_IMPORT[type] } } },
  })),
  // An app's pages, features and shared code inherit what their app may import.
  {
    from: { element: { types: APP_PARTS } },
    allow: { to: { element: { types: MAY_IMPORT.remote } } },
  },
  // A lib is entered by its front door only (src/index.ts), relative paths included.
  { disallow: { to: { element: { types: LIB_TYPES, fileInternalPath: '!src/index.ts' } } } },
  ...(packages ? packagePolicies : testPolicies),
  ...apiModulePolicies({ tests: !packages, deepImports: deepApiImports }),
];

/**
 * An API module uses what the server may and the server's own files (http/, db/, …); the server,
 * the tools and other modules enter it by its index.ts only, and a module imports only the
 * modules API_MODULE_EDGES names (a test may import any module's front door).
 */
const apiModulePolicies = ({ tests, deepImports }) => [
  {
    from: { element: { type: 'api-module' } },
    allow: { to: { element: { types: [...MAY_IMPORT.server, 'server'] } } },
  },
  {
    from: { element: { types: ['server', 'tool', 'api-module'] } },
    allow: { to: { element: { type: 'api-module' } } },
  },
  ...(tests
    ? []
    : [
        {
          from: { element: { type: 'api-module' } },
          disallow: { to: { element: { type: 'api-module' } } },
        },
        ...Object.entries(API_MODULE_EDGES).map(([from, to]) => ({
          from: { element: { type: 'api-module', captured: { module: from } } },
          allow: { to: { element: { type: 'api-module', captured: { module: to } } } },
        })),
      ]),
  ...(deepImports
    ? []
    : [{ disallow: { to: { element: { type: 'api-module', fileInternalPath: '!index.ts' } } } }]),
];

// checkAllOrigins: npm packages and Node built-ins go through the policies too (a project's own
// files are never checked: internal dependencies are always allowed).
const boundaryRule = (options) => [
  'error',
  {
    default: 'allow',
    checkAllOrigins: true,
    checkUnknownLocals: true,
    policies: boundaryPolicies(options),
  },
];

export default tseslint.config(
  {
    // What .gitignore leaves out (built and released bundles, data): `npm run lint` lints the workspace root.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      '.nx/**',
      '.swc/**',
      'tmp/**',
      'test-results/**',
      'releases/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': root,
      'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'boundaries/dependencies': boundaryRule({ packages: true }),
    },
  },
  {
    // Browser code gets zod's types only: the validators stay on the server and in tests.
    files: [
      'apps/shell/**/*.{ts,tsx}',
      ...projects.filter((p) => p.type === 'remote').map((p) => `${p.dir}/**/*.{ts,tsx}`),
      'libs/api-client/**/*.{ts,tsx}',
      'libs/design-system/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vouch/contracts',
              message: 'Browser code imports contracts as types only (import type).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/e2e/**/*.ts'],
    rules: { 'boundaries/dependencies': boundaryRule({ packages: false }) },
  },
  {
    // Being rewritten in another change, which takes it through the front doors (api-module-graph.test.ts lists it too).
    files: ['apps/api/src/http/two-processes.test.ts'],
    rules: { 'boundaries/dependencies': boundaryRule({ packages: false, deepApiImports: true }) },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting is Prettier's (`npm run format`); rules that would argue with it are off.
  prettier,
);
