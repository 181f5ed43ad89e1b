import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from '@vouch/site-runner';

/** A file checked in under apps/e2e/fixtures (see its README for how each was made). */
export const fixturePath = (name: string): string =>
  path.join(workspaceRoot, 'apps/e2e/fixtures', name);

/** Unpacks a checked-in remote build (a .tar.gz holding one folder named after the remote) into `folder`. */
export function unpackFixture(tarball: string, folder: string): void {
  const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', folder]);
  if (unpacked.status !== 0) throw new Error(`could not unpack ${tarball}: ${unpacked.stderr}`);
}
