// One webpack configuration for the shell (host) and every remote: swc for TypeScript, Module
// Federation with the shared singletons, hashed chunks, output in dist/apps/<project>.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const PrecompressPlugin = require('./precompress-plugin');
const BuildInfoPlugin = require('./build-info-plugin');
const CompileHintPlugin = require('./compile-hint-plugin');
const shared = require('./shared-singletons');

const workspaceRoot = path.resolve(__dirname, '../..');
// The release command builds one remote into a folder of its own (BUILD_OUTPUT_DIR), never over dist.
const outputDir = (project) =>
  process.env.BUILD_OUTPUT_DIR || path.join(workspaceRoot, 'dist/apps', project);

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  // The real package, reachable only from shared/react-router.mjs (see there why).
  alias: {
    'react-router-full$': path.join(
      workspaceRoot,
      'node_modules/react-router/dist/production/index.mjs',
    ),
  },
};

const swcRule = (production) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
        // Component ids from the file and position, not from the order modules happened to load
        // in: the server has loaded other remotes before, and its class names must match the browser's.
        experimental: {
          plugins: [
            [
              require.resolve('@swc/plugin-styled-components'),
              { displayName: !production, ssr: true },
            ],
          ],
        },
      },
    },
  },
});

/**
 * The server build of an app, in dist/apps/<project>/server: the same exposes and `shared` map,
 * run by the API's server renderer through the federation runtime's node plugin. The shell's
 * entry is its renderer (src/server.ts); a remote's is its remoteEntry.js.
 */
function serverConfig(options, production) {
  const { project, federationName, projectDir, host = false } = options;
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: projectDir,
    entry: host ? { main: './src/server.ts' } : {},
    devtool: false,
    output: {
      path: path.join(outputDir(project), 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Not a URL the server can read: its chunks are found from the remote entry's address.
      publicPath: host ? '' : `/static/${project}/server/`,
      uniqueName: `${federationName}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve,
    module: { rules: [swcRule(production)] },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * @param {{ project: string, federationName: string, projectDir: string, host?: boolean,
 *           exposes?: Record<string, string>, runtimePlugins?: string[] }} options
 * The returned function's `env` (webpack's --env): `outputPath` builds the browser bundle there
 * instead of dist/apps/<project>, `liveReload` makes the page reload when its development server
 * has rebuilt it (tools/scripts/serve-remote.mjs sets both).
 */
module.exports = function createFederatedConfig(options) {
  const { project, federationName, projectDir, host = false } = options;
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    return [browserConfig(production, env), serverConfig(options, production)];
  };

  function browserConfig(production, env) {
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: projectDir,
      entry: host ? { main: './src/index.ts' } : {},
      // Source maps in files of their own, not eval'd: the pages' Content-Security-Policy allows no eval.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: env.outputPath ?? outputDir(project),
        // The federation runtime needs stable entry names; chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: host ? `/static/${project}/` : 'auto',
        uniqueName: federationName,
        // The server build (./server) is its own compilation and cleans its own folder.
        clean: { keep: /^server[\\/]/ },
      },
      resolve,
      module: { rules: [swcRule(production)] },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: options.exposes }),
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(options.runtimePlugins ?? []),
            ...(env.liveReload ? [path.join(__dirname, 'live-reload-plugin.mjs')] : []),
          ],
          manifest: !host,
          dts: false,
          // Only the browser runs these builds, and only the shell loads remotes (from manifests):
          // each remoteEntry leaves out the runtime code for node, snapshots and remotes of its own.
          experiments: {
            optimization: host
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        new BuildInfoPlugin({ host, shared }),
        new CompileHintPlugin(),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                scriptLoading: 'defer',
                inject: 'head',
                minify: production,
              }),
            ]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // The shell's libraries in two chunks: a phone on HTTP/1.1 fetches six files at a time, and
      // the start-up needed fifteen small ones; one file of all of them was compiled in one long
      // task, so react-dom (two fifths of it) comes apart.
      ...(host && production
        ? {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    chunks: 'async',
                    name: 'react-dom',
                    enforce: true,
                    priority: 1,
                  },
                  startup: {
                    test: /[\\/](node_modules|libs)[\\/]/,
                    chunks: 'async',
                    name: 'vendors',
                    enforce: true,
                  },
                },
              },
            },
          }
        : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  }
};
