const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'profile',
  federationName: 'profile',
  projectDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
