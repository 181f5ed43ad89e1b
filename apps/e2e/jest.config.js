module.exports = {
  ...require('../../jest.preset.js')({ dirname: __dirname }),
  testMatch: ['<rootDir>/src/specs/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
};
