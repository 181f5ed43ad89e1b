import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteFileReader } from './remote-file-reader';

describe('remoteFileReader', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vouch-dist-'));
  const distDir = path.join(root, 'apps');
  mkdirSync(path.join(distDir, 'search/server'), { recursive: true });
  writeFileSync(path.join(distDir, 'search/server/remoteEntry.js'), 'module.exports = 1;');
  writeFileSync(path.join(root, 'secret.txt'), 'not for remotes');
  const releasesDir = path.join(root, 'releases');
  mkdirSync(path.join(releasesDir, 'search/v2/server'), { recursive: true });
  writeFileSync(path.join(releasesDir, 'search/v2/server/remoteEntry.js'), 'module.exports = 2;');
  const read = remoteFileReader({
    distDir,
    releasesDir,
    publicOrigin: 'http://vouch.test',
    timeoutMs: 100,
  });

  it("reads this site's own server builds from disk", async () => {
    const response = await read('http://vouch.test/static/search/server/remoteEntry.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('module.exports = 1;');
  });

  it("reads a release's server build from the releases folder", async () => {
    const response = await read(
      'http://vouch.test/static/releases/search/v2/server/remoteEntry.js',
    );
    expect(await response.text()).toBe('module.exports = 2;');
  });

  it('answers 404 for a file that is not there', async () => {
    expect((await read('http://vouch.test/static/search/server/missing.js')).status).toBe(404);
  });

  it('never reads outside the builds, however the path is spelled', async () => {
    for (const escape of [
      '../secret.txt',
      '%2e%2e/secret.txt',
      'search/..%2f..%2fsecret.txt',
      '%2e%2e%2fsecret.txt',
      'releases/..%2fsecret.txt',
    ]) {
      const response = await read(`http://vouch.test/static/${escape}`);
      expect(await response.text()).not.toBe('not for remotes');
    }
  });
});
