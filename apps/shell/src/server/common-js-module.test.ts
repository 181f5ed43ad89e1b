/** @jest-environment node */
import { runCommonJsModule } from './common-js-module';

// What webpack leaves in the built shell as Node's require; jest runs the source, so it is set here.
declare const require: (id: string) => unknown;
Object.assign(globalThis, { __non_webpack_require__: require });

const ENTRY_URL = 'http://localhost:8080/releases/search/7/server/remoteEntry.js';

describe('runCommonJsModule: a remote’s server entry run as Node would', () => {
  it('answers the container the entry exports under its global name, with Node’s require and its own path', () => {
    const code = `
      const { join } = require('node:path');
      exports.search = { get: () => 'routes', where: join(__dirname, 'chunk.js'), file: __filename };`;
    expect(runCommonJsModule(code, ENTRY_URL, 'search')).toEqual({
      get: expect.any(Function),
      where: '/releases/search/7/server/chunk.js',
      file: '/releases/search/7/server/remoteEntry.js',
    });
  });

  it('answers all the exports of an entry that assigns module.exports', () => {
    const code = 'module.exports = { init: () => undefined };';
    expect(runCommonJsModule(code, ENTRY_URL, 'search')).toEqual({ init: expect.any(Function) });
  });

  it('throws what the entry throws, so the page is rendered in the browser instead', () => {
    expect(() => runCommonJsModule('throw new Error("broken build")', ENTRY_URL, 'search')).toThrow(
      'broken build',
    );
  });
});
