const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'shops-products',
  federationName: 'shops_products',
  projectDir: __dirname,
  exposes: { './Routes': './src/routes.tsx' },
});
