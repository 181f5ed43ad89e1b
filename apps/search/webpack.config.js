const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'search',
  federationName: 'search',
  projectDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
