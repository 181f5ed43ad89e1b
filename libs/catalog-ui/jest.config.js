module.exports = require('../../jest.preset.js')({ dirname: __dirname, environment: 'jsdom' });
