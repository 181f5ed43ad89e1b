const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'disputes-arbitrator',
  federationName: 'disputes_arbitrator',
  projectDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
