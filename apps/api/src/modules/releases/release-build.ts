import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import {
  contractsAnsweredByAll,
  deployedServers,
  releaseCompatibilityProblems,
  type BuiltSharedModule,
  type LiveSite,
} from '@vouch/domain';
import { SERVERS_TOGETHER_MS } from './api-servers';
import { apiServersRepository } from './api-servers-repository';
import {
  ReleaseRefused,
  type Release,
  type ReleaseRecord,
  type ReleaseRepository,
} from './release-repository';

/** What a remote's build says of itself: its federation name, its shared libraries (mf-manifest.json) and its contract (build-info.json). */
export interface RemoteBuild {
  remote: string;
  shared: BuiltSharedModule[];
  contractVersion: number;
}

async function readJson<T>(file: string, what: string): Promise<T> {
  const content = await readFile(file, 'utf8').catch(() => null);
  if (content === null) throw new ReleaseRefused(`${file} is missing: ${what}`);
  return JSON.parse(content) as T;
}

/** Reads a remote's build folder (browser build with its server build in server/). */
export async function readRemoteBuild(folder: string): Promise<RemoteBuild> {
  const manifest = await readJson<{ name: string; shared?: BuiltSharedModule[] }>(
    path.join(folder, 'mf-manifest.json'),
    'not a remote build',
  );
  const info = await readJson<{ contractVersion: number }>(
    path.join(folder, 'build-info.json'),
    'built before builds recorded their api-client contract',
  );
  await readFile(path.join(folder, 'server/remoteEntry.js')).catch(() => {
    throw new ReleaseRefused(`${folder} has no server build (server/remoteEntry.js)`);
  });
  const shared = (manifest.shared ?? []).map(({ name, version, requiredVersion }) => ({
    name,
    version,
    requiredVersion,
  }));
  return { remote: manifest.name, shared, contractVersion: info.contractVersion };
}

/**
 * The live site a release must fit: the deployed shell's shared libraries (its build's
 * shared-versions.json) and the contract versions every deployed API server answers, as the
 * servers recorded them in the database (recordAnsweredContracts). While no server runs, those the
 * servers that ran last answered, with a `warn`ing. Refused when no server ever recorded any: the
 * contracts this checkout's server would answer say nothing of the server deployed.
 */
export async function readLiveSite(
  distDir: string,
  db: Kysely<Database>,
  warn: (message: string) => void,
): Promise<LiveSite> {
  const shellShared = await readJson<Record<string, string>>(
    path.join(distDir, 'shell/shared-versions.json'),
    'rebuild the shell (nx build shell)',
  );
  const deployed = deployedServers(await apiServersRepository(db).all(), SERVERS_TOGETHER_MS);
  if (!deployed)
    throw new ReleaseRefused(
      'No API server has recorded the api-client contracts it answers in this database: start the site (each server records them as it starts), then run this again.',
    );
  const answeredContractVersions = contractsAnsweredByAll(deployed.servers);
  if (Date.now() - deployed.lastSeenAt.getTime() > SERVERS_TOGETHER_MS)
    warn(
      `no API server has run on this database since ${deployed.lastSeenAt.toISOString()}: checked against the contracts the servers that ran then answer (${answeredContractVersions.join(', ') || 'none'}).`,
    );
  return { shellShared, answeredContractVersions };
}

/** The record of a build, with the versions it was built against. */
export function recordOf(
  build: RemoteBuild,
  release: Omit<ReleaseRecord, 'remote' | 'sharedVersions' | 'contractVersion'>,
): ReleaseRecord {
  return {
    ...release,
    remote: build.remote,
    sharedVersions: Object.fromEntries(build.shared.map((module) => [module.name, module.version])),
    contractVersion: build.contractVersion,
  };
}

/** Throws ReleaseRefused, naming each library or contract, when the build (`what`, to the operator) cannot go live on `live`. */
export function checkCompatible(build: RemoteBuild, live: LiveSite, what = build.remote): void {
  const problems = releaseCompatibilityProblems(build, live);
  if (problems.length > 0)
    throw new ReleaseRefused(
      `${what} cannot go live next to the live site:\n  - ${problems.join('\n  - ')}`,
    );
}

/**
 * A recorded release as the build it was: each shared library requires the caret range of the
 * version it was built with, as every build declares it (tools/webpack/shared-singletons.js).
 */
function buildOf(release: Release): RemoteBuild {
  const shared = Object.entries(release.sharedVersions).map(([name, version]) => ({
    name,
    version,
    requiredVersion: `^${version}`,
  }));
  return { remote: release.remote, shared, contractVersion: release.contractVersion };
}

/**
 * Rolls `remote` back (see ReleaseRepository.rollback) once the release it puts back fits the live
 * site as it is now: the shell or the server may have moved on since it was live. Refused, nothing changes.
 */
export function rollbackRelease(
  releases: ReleaseRepository,
  remote: string,
  live: LiveSite | Error,
): Promise<Release | null> {
  // Back to the deployed build needs no live site: an emergency rollback works even where it cannot be read.
  return releases.rollback(remote, (release) => {
    if (live instanceof Error) throw live;
    checkCompatible(
      buildOf(release),
      live,
      `${remote} ${release.version} (the release a rollback puts back)`,
    );
  });
}

/** Promotes `remote`'s canary once it fits the live site as it is now. Refused, nothing changes. */
export function promoteRelease(
  releases: ReleaseRepository,
  remote: string,
  live: LiveSite,
): Promise<Release> {
  return releases.promote(remote, (release) =>
    checkCompatible(buildOf(release), live, `${remote} ${release.version} (the canary)`),
  );
}

/**
 * Makes a build live (or a canary) once it is known to fit the live site: a refused build changes
 * nothing in the database. `placeFiles` puts the build where its manifest URL points, after the
 * check and before the database names it.
 */
export async function publishRelease(
  releases: ReleaseRepository,
  build: RemoteBuild,
  live: LiveSite,
  release: Omit<ReleaseRecord, 'remote' | 'sharedVersions' | 'contractVersion'>,
  options: { canaryPercent?: number } = {},
  placeFiles: () => void = () => undefined,
): Promise<Release> {
  checkCompatible(build, live);
  placeFiles();
  return releases.release(recordOf(build, release), options);
}
