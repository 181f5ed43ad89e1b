// The packages every app shares as singletons: one React, one router, one store, one theme. Each
// declares the version it provides and, as a caret range, the versions a build accepts: a remote
// built against another major (React 18 under a React 19 shell) fails to load as a remote (the
// shell's notice), and the release command refuses it before it goes live.
const path = require('node:path');
const rootPackage = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
const exact = (range) => range.replace(/^[\^~]/, '');
const singleton = (version) => ({ singleton: true, version, requiredVersion: `^${version}` });
const fromRoot = (name) => singleton(exact(rootPackage.dependencies[name]));
// Our own shared libraries carry the version in their package.json, bumped when their API changes.
const workspaceLib = (dir) =>
  singleton(require(path.join(workspaceRoot, 'libs', dir, 'package.json')).version);

module.exports = {
  react: fromRoot('react'),
  'react/jsx-runtime': fromRoot('react'),
  'react-dom': fromRoot('react-dom'),
  // One router for all, provided through a re-exporting module so the unused parts are shaken out.
  'react-router': {
    ...fromRoot('react-router'),
    import: path.join(__dirname, 'shared/react-router.mjs'),
  },
  '@reduxjs/toolkit': fromRoot('@reduxjs/toolkit'),
  'react-redux': fromRoot('react-redux'),
  'styled-components': fromRoot('styled-components'),
  '@vouch/api-client': workspaceLib('api-client'),
  '@vouch/design-system': workspaceLib('design-system'),
};
