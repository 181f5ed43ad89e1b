// What a build was made against, for the release command's compatibility check: the shell's build
// lists the shared libraries it provides (shared-versions.json: name -> version); a remote's build
// names the api-client contract version it was built with (build-info.json). Its shared libraries
// are in its mf-manifest.json already.
const { sources } = require('webpack');
const contract = require('../../libs/contracts/src/contract-version.json');

module.exports = class BuildInfoPlugin {
  /** @param {{ host: boolean, shared: Record<string, { version: string }> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { host, shared } = this.options;
    const [file, content] = host
      ? [
          'shared-versions.json',
          Object.fromEntries(Object.entries(shared).map(([name, { version }]) => [name, version])),
        ]
      : ['build-info.json', { contractVersion: contract.version }];
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            file,
            new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
          );
        },
      );
    });
  }
};
