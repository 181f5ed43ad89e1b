module.exports = {
  ...require('../../jest.preset.js')({ dirname: __dirname }),
  // One seeded database for the run, copied by each test file (seeding it again costs seconds).
  globalSetup: '<rootDir>/src/testing/seeded-template-setup.ts',
  globalTeardown: '<rootDir>/src/testing/seeded-template-teardown.ts',
  testTimeout: 60_000,
};
