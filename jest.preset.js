// Shared jest settings: swc compiles TypeScript (no type-check here; `npm run typecheck` does that).
const path = require('node:path');

/** @param {{ dirname: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ dirname, environment = 'node' }) {
  return {
    rootDir: dirname,
    // jest-fixed-jsdom: jsdom with Node's fetch, Request and streams, which MSW needs.
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    // UI tests type key by key: on a loaded 2-core machine one can take longer than jest's 5 s.
    // After the test framework: Testing Library registers its cleanup with afterEach when first loaded.
    ...(environment === 'jsdom'
      ? {
          setupFilesAfterEnv: [require.resolve('./tools/ui-testing/src/jest-setup.ts')],
          testTimeout: 30_000,
        }
      : {}),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // kysely, cookie and content-disposition (under fastify) ship ESM only; jest's module system needs CommonJS.
    // MSW's dependencies rettime, until-async and @open-draft/* likewise.
    transformIgnorePatterns: [
      '/node_modules/(?!(kysely|content-disposition|cookie|rettime|until-async|@open-draft)/)',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest', path.basename(dirname)),
  };
};
