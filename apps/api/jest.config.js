module.exports = {
  ...require('../../jest.preset.js')({ dirname: __dirname }),
  // One seeded database for the run, copied by each test file (seeding it again costs seconds).
  globalSetup: '<rootDir>/src/testing/seeded-template-setup.ts',
  globalTeardown: '<rootDir>/src/testing/seeded-template-teardown.ts',
  // Generous: a hang fails either way, and a busy CI machine (browser tests run beside the PostgreSQL pass) is slow.
  testTimeout: 120_000,
  // Restarting the server cuts every other file's connections: that file runs on its own (`test:postgres-restart`).
  testPathIgnorePatterns:
    process.env.VOUCH_RESTART_POSTGRES === 'alone'
      ? []
      : ['/node_modules/', '/postgres-restart\\.test\\.ts$'],
};
