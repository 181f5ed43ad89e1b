// Dates are tested away from UTC (this machine's and CI's zone), where a day taken in local time
// instead of UTC, or the other way round, shows. Set here, before the test workers start.
process.env.TZ = 'America/New_York';
module.exports = require('../../jest.preset.js')({ dirname: __dirname });
