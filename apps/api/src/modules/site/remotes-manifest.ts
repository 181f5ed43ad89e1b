import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { remotesManifestSchema, type RemotesManifest } from '@vouch/contracts';

/** Every build in `distDir` that has an mf-manifest.json, by its federation name. */
export async function remotesInDist(distDir: string): Promise<RemotesManifest> {
  const manifest: RemotesManifest = {};
  const folders = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const file = path.join(distDir, folder.name, 'mf-manifest.json');
    const content = await readFile(file, 'utf8').catch(() => null);
    if (!content) continue;
    const { name } = JSON.parse(content) as { name?: string };
    if (name && folder.name !== 'shell') manifest[name] = `/static/${folder.name}/mf-manifest.json`;
  }
  return manifest;
}

/** The deployed map from a file an operator edits: re-read on every request so a change is live at once. */
export async function remotesFromFile(file: string): Promise<RemotesManifest> {
  return remotesManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
