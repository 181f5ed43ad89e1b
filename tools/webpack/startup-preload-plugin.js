// The host starts behind an async boundary (import('./bootstrap')) and then loads each shared
// singleton's chunk on first use: two round trips the HTML cannot see. This adds a
// <link rel="preload"> per chunk of that start-up so the browser fetches them beside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';

/** The chunks of the entry's async boundary, plus the chunks of every shared module they consume. */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  const found = new Set();
  const queue = [];
  const addBlocksOf = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group ? group.chunks : []) {
        if (!found.has(chunk)) {
          found.add(chunk);
          queue.push(chunk);
        }
      }
    }
  };
  for (const module of chunkGraph.getChunkModulesIterable(entry.getEntrypointChunk()))
    addBlocksOf(module);
  while (queue.length > 0) {
    for (const module of chunkGraph.getChunkModulesIterable(queue.shift())) {
      if (module.type === CONSUME_SHARED) addBlocksOf(module);
    }
  }
  return [...found];
}

class StartupPreloadPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = startupChunks(compilation, this.entryName)
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
            .sort();
          // Webpack can emit one chunk as two identical files (each registers both ids): whichever loads
          // first installs both, so a preload of the twin is never used (Chrome warns) and costs a download.
          const seen = new Set();
          const links = files
            .filter((file) => {
              const content = compilation.getAsset(file)?.source.buffer().toString('base64');
              if (seen.has(content)) return false;
              seen.add(content);
              return true;
            })
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                fetchpriority: 'low',
                href: `${publicPath}${file}`,
              }),
            );
          return { ...data, headTags: [...data.headTags, ...links] };
        },
      );
    });
  }
}

module.exports = StartupPreloadPlugin;
