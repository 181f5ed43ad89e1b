const path = require('node:path');
const createFederatedConfig = require('../../tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  project: 'shell',
  federationName: 'shell',
  projectDir: __dirname,
  host: true,
  runtimePlugins: [
    path.join(__dirname, 'src/federation/offline-remote-plugin.ts'),
    path.join(__dirname, 'src/federation/remote-start-in-tasks-plugin.ts'),
  ],
});
