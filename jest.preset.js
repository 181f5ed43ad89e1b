// Shared jest settings: swc compiles TypeScript (no type-check here; `npm run typecheck` does that).
const path = require('node:path');

/** @param {{ dirname: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ dirname, environment = 'node' }) {
  return {
    rootDir: dirname,
    testEnvironment: environment === 'jsdom' ? 'jsdom' : 'node',
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
    transformIgnorePatterns: ['/node_modules/(?!(kysely|content-disposition|cookie)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest', path.basename(dirname)),
  };
};
