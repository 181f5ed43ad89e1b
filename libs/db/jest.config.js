module.exports = {
  ...require('../../jest.preset.js')({ dirname: __dirname }),
  // One database per test file is plenty; PGlite start-up dominates otherwise.
  testTimeout: 60_000,
};
