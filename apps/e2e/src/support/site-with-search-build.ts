import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from '@vouch/contracts';
import { startSiteServer, workspaceRoot, type SiteServer } from '@vouch/site-runner';
import { origin } from './browser';
import { SITE_ENV } from './global-setup';

/** The built site the tests run against (the site server's DIST_DIR). */
export const builtSite = path.resolve(
  process.env.DIST_DIR ?? path.join(workspaceRoot, 'dist/apps'),
);

/**
 * A site of its own on a copy of the built site whose remotes map (a REMOTES_FILE) names another
 * search build: `place` puts it in the copy (`dist`) as `folder`. Answers the site, its work folder
 * (to delete after), the remotes file (to rewrite) and the map the test run's site gives.
 */
export async function startSiteWithSearchBuild(
  folder: string,
  place: (dist: string, target: string, workDir: string) => void,
): Promise<{ site: SiteServer; workDir: string; remotesFile: string; remotes: RemotesManifest }> {
  const workDir = mkdtempSync(path.join(tmpdir(), `vouch-${folder}-`));
  const dist = path.join(workDir, 'dist');
  cpSync(builtSite, dist, { recursive: true });
  place(dist, path.join(dist, folder), workDir);
  const remotes = (await (await fetch(`${origin()}/remotes.json`)).json()) as RemotesManifest;
  const remotesFile = path.join(workDir, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ ...remotes, search: `/static/${folder}/mf-manifest.json` }),
  );
  const site = await startSiteServer({
    port: 9000 + Math.floor(Math.random() * 400),
    seed: 'small',
    env: { ...SITE_ENV, DIST_DIR: dist, REMOTES_FILE: remotesFile },
  });
  return { site, workDir, remotesFile, remotes };
}
