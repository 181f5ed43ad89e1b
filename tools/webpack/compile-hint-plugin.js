// Puts V8's compile hint `//# allFunctionsCalledOnLoad` first in every script of a browser build.
// Chromium then compiles a script's functions while it streams the file in, on a background
// thread, instead of compiling each one on the main thread when it is first called. A page's
// scripts run almost all their functions as it starts: measured with Lighthouse on the public
// pages, script evaluation on the main thread fell by a third or more (docs/decisions.md, 16).
// Browsers without the hint read a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';
const SCRIPT = /\.m?js$/;

class CompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments and writes license banners at the top), before
        // the content hashes and the compressed copies are made.
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!SCRIPT.test(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = CompileHintPlugin;
