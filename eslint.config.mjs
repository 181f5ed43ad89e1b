// Lint for the whole workspace: TypeScript rules, React hooks, and the architecture's boundaries
// (a remote never imports another remote or the shell; libs never import apps; `domain` imports
// nothing of ours). `npm test` runs this with --max-warnings=0.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['search', 'shops-products', 'profile', 'disputes-arbitrator', 'home-feed'];
const LIBS = ['lib-domain', 'lib-contracts', 'lib-api-client', 'lib-design-system', 'lib-catalog-ui'];

const elements = [
  { type: 'app-shell', pattern: 'apps/shell' },
  ...REMOTES.map((remote) => ({ type: `remote-${remote}`, pattern: `apps/${remote}` })),
  { type: 'app-api', pattern: 'apps/api' },
  { type: 'app-e2e', pattern: 'apps/e2e' },
  { type: 'lib-domain', pattern: 'libs/domain' },
  { type: 'lib-contracts', pattern: 'libs/contracts' },
  { type: 'lib-api-client', pattern: 'libs/api-client' },
  { type: 'lib-design-system', pattern: 'libs/design-system' },
  { type: 'lib-catalog-ui', pattern: 'libs/catalog-ui' },
  { type: 'tool-seed', pattern: 'tools/seed' },
  { type: 'tool-bench', pattern: 'tools/bench' },
  { type: 'tool-workspace', pattern: 'tools/workspace-checks' },
  { type: 'tool-site-runner', pattern: 'tools/site-runner' },
];

/** What each element may import besides its own files and npm packages. */
const ALLOWED = {
  'app-shell': LIBS,
  ...Object.fromEntries(REMOTES.map((remote) => [`remote-${remote}`, LIBS])),
  'app-api': ['lib-domain', 'lib-contracts', 'tool-seed'],
  'app-e2e': ['lib-domain', 'lib-contracts', 'tool-seed', 'tool-site-runner'],
  'lib-domain': [],
  // API shapes name the domain's enumerations (review sorts, sources) instead of copying them.
  'lib-contracts': ['lib-domain'],
  'lib-design-system': [],
  'lib-api-client': ['lib-contracts', 'lib-domain'],
  // Product cards and reviews: data-bound UI several remotes show.
  'lib-catalog-ui': ['lib-contracts', 'lib-domain', 'lib-api-client', 'lib-design-system'],
  'tool-seed': [],
  // The benchmarks compile the API's search statements to show their query plans.
  'tool-bench': ['lib-contracts', 'lib-domain', 'tool-seed', 'tool-site-runner', 'app-api'],
  'tool-workspace': [],
  'tool-site-runner': [],
};

const policies = Object.entries(ALLOWED).map(([type, allowed]) => ({
  from: { element: { type } },
  allow: { to: { element: { types: { anyOf: [type, ...allowed] } } } },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', '.nx/**', 'tmp/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // Imports of our own code are judged by the table above; npm packages are free.
            { from: { element: { type: '*' } }, disallow: { to: { element: { type: '*' } } } },
            ...policies,
          ],
        },
      ],
    },
  },
  {
    // Browser code gets zod's types only: the validators stay on the server and in tests.
    files: ['apps/shell/**/*.{ts,tsx}', ...REMOTES.map((remote) => `apps/${remote}/**/*.{ts,tsx}`), 'libs/api-client/**/*.{ts,tsx}', 'libs/design-system/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@vouch/contracts', message: 'Browser code imports contracts as types only (import type).', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
