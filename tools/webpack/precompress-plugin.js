// Writes .gz and .br beside every text asset so the server sends compressed files without
// compressing on each request (@fastify/static `preCompressed`).
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|json|css|html|svg)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = Buffer.from(asset.buffer());
            if (buffer.length < MIN_BYTES) continue;
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
            );
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                zlib.brotliCompressSync(buffer, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                }),
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = PrecompressPlugin;
