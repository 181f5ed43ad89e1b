module.exports = {
  ...require('../../jest.preset.js')({ dirname: __dirname }),
  testTimeout: 120_000,
};
