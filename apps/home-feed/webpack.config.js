const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'home-feed',
  federationName: 'home_feed',
  projectDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
