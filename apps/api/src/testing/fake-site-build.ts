import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromEnv, type AppConfig } from '../config';

/** What a search engine's crawler and a browser send as their user agent. */
export const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/150.0.0.0 Safari/537.36';
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

/** The shell's root with nothing in it: the page for the browser to render. */
export const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** A site build on disk: the shell (with its server entry) and the search remote, and a releases folder. */
export interface FakeSiteBuild {
  distDir: string;
  releasesDir: string;
  remove(): void;
}

/**
 * A site build whose shell's server entry is `serverEntry` (CommonJS source exporting
 * loadRemotes and renderPage): rendering tests give the server a shell that behaves as they need.
 */
export function fakeSiteBuild(serverEntry: string): FakeSiteBuild {
  const root = mkdtempSync(path.join(tmpdir(), 'vouch-fake-site-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'shell/server'), { recursive: true });
  mkdirSync(path.join(distDir, 'search'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'shell/index.html'),
    '<!doctype html><html lang="en"><head><title>Vouch</title></head><body><div id="root"></div><noscript>Vouch needs JavaScript to show reviews.</noscript></body></html>',
  );
  writeFileSync(path.join(distDir, 'shell/server/main.js'), serverEntry);
  writeFileSync(path.join(distDir, 'search/mf-manifest.json'), JSON.stringify({ name: 'search' }));
  return {
    distDir,
    releasesDir: path.join(root, 'releases'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The settings of a test server serving `site`; `env` adds to them. */
export function fakeSiteConfig(site: FakeSiteBuild, env: Record<string, string>): AppConfig {
  return configFromEnv({
    SERVE_SITE: 'true',
    DIST_DIR: site.distDir,
    RELEASES_DIR: site.releasesDir,
    PUBLIC_ORIGIN: 'http://vouch.test',
    PASSWORD_HASHING: 'fast-for-tests',
    ...env,
  });
}
