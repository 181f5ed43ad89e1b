// The packages every app shares as singletons: one React, one router, one store, one theme.
const path = require('node:path');
const rootPackage = require('../../package.json');

const fromRoot = (name) => ({ singleton: true, requiredVersion: rootPackage.dependencies[name] });
const workspaceLib = { singleton: true, requiredVersion: '0.0.0' };

module.exports = {
  react: fromRoot('react'),
  'react/jsx-runtime': { singleton: true, requiredVersion: rootPackage.dependencies.react },
  'react-dom': fromRoot('react-dom'),
  // One router for all, provided through a re-exporting module so the unused parts are shaken out.
  'react-router': {
    ...fromRoot('react-router'),
    version: rootPackage.dependencies['react-router'],
    import: path.join(__dirname, 'shared/react-router.mjs'),
  },
  '@reduxjs/toolkit': fromRoot('@reduxjs/toolkit'),
  'react-redux': fromRoot('react-redux'),
  'styled-components': fromRoot('styled-components'),
  '@vouch/api-client': workspaceLib,
  '@vouch/design-system': workspaceLib,
};
