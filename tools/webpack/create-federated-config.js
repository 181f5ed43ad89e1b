// One webpack configuration for the shell (host) and every remote: swc for TypeScript, Module
// Federation with the shared singletons, hashed chunks, output in dist/apps/<project>.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const PrecompressPlugin = require('./precompress-plugin');
const StartupPreloadPlugin = require('./startup-preload-plugin');
const shared = require('./shared-singletons');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * @param {{ project: string, federationName: string, projectDir: string, host?: boolean,
 *           exposes?: Record<string, string>, runtimePlugins?: string[] }} options
 */
module.exports = function createFederatedConfig(options) {
  const { project, federationName, projectDir, host = false } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: projectDir,
      entry: host ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(workspaceRoot, 'dist/apps', project),
        // The federation runtime needs stable entry names; chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: host ? `/static/${project}/` : 'auto',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // The real package, reachable only from shared/react-router.mjs (see there why).
        alias: { 'react-router-full$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs') },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes }),
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          manifest: !host,
          dts: false,
          // Only the browser runs these builds, and only the shell loads remotes (from manifests):
          // each remoteEntry leaves out the runtime code for node, snapshots and remotes of its own.
          experiments: { optimization: host ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } },
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                scriptLoading: 'defer',
                inject: 'head',
                minify: production,
              }),
              new StartupPreloadPlugin(),
            ]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // The shell's libraries in one chunk: a phone on HTTP/1.1 fetches six files at a time, and
      // the start-up needed fifteen small ones.
      ...(host && production
        ? {
            optimization: {
              splitChunks: {
                cacheGroups: { startup: { test: /[\\/](node_modules|libs)[\\/]/, chunks: 'async', name: 'vendors', enforce: true } },
              },
            },
          }
        : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
};
