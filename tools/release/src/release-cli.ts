// `npm run release -- <remote> [--canary <percent>] [--from <build folder>]`: builds one remote
// (browser and server bundles) into releases/<remote>/<version>/, checks it fits the live site,
// records it and makes it live (or a canary for that share of visitors).
// `npm run release -- <remote> --rollback | --promote | --drop`, `npm run release -- --list`.
// Talks to the database the API uses (DATABASE_URL, else the embedded one in DATA_DIR, as `npm start`).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '@vouch/api/config';
import {
  promoteRelease,
  publishRelease,
  readLiveSite,
  readRemoteBuild,
  releaseRepository,
  ReleaseRefused,
  rollbackRelease,
  type Release,
  type ReleaseRepository,
} from '@vouch/api/releases';
import { migrateToLatest, openDatabase } from '@vouch/db';

const workspaceRoot = path.resolve(__dirname, '../../..');

const USAGE = `Usage:
  npm run release -- <remote> [--canary <percent>] [--from <build folder>]
  npm run release -- <remote> --rollback | --promote | --drop
  npm run release -- --list`;

function git(...args: string[]): string {
  return spawnSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' }).stdout.trim();
}

/** The remote's project folder name (apps/<remote>) and its federation name, from its webpack config. */
function remoteProject(project: string): { project: string; federationName: string } {
  const configFile = path.join(workspaceRoot, 'apps', project, 'webpack.config.js');
  const federationName = existsSync(configFile)
    ? /federationName:\s*'([^']+)'/.exec(readFileSync(configFile, 'utf8'))?.[1]
    : undefined;
  if (!federationName || project === 'shell')
    throw new ReleaseRefused(
      `${project} is not a remote (apps/<remote>/webpack.config.js).\n${USAGE}`,
    );
  return { project, federationName };
}

/** Builds the remote's browser and server bundles into `outputDir` (not dist: the deployed build stays as it is). */
function build(project: string, outputDir: string): void {
  console.log(`Building ${project}...`);
  const built = spawnSync(
    path.join(workspaceRoot, 'node_modules/.bin/webpack'),
    ['--config', 'webpack.config.js', '--mode', 'production'],
    {
      cwd: path.join(workspaceRoot, 'apps', project),
      env: { ...process.env, BUILD_OUTPUT_DIR: outputDir },
      stdio: 'inherit',
    },
  );
  if (built.status !== 0)
    throw new ReleaseRefused(`The build of ${project} failed: nothing was released.`);
}

const describe = (release: Release) =>
  `${release.version}  commit ${release.commit}  built ${release.builtAt.toISOString()}  contract ${release.contractVersion}  ${release.manifestUrl}`;

async function list(releases: ReleaseRepository): Promise<void> {
  const histories = await releases.history();
  if (histories.length === 0)
    console.log('No releases: every remote is the build the site was deployed with.');
  for (const history of histories) {
    console.log(
      `${history.remote}${history.liveId === null ? '  (live: the deployed build)' : ''}`,
    );
    for (const release of history.releases) {
      const mark =
        release.id === history.liveId
          ? 'live  '
          : release.id === history.canary?.id
            ? `canary ${history.canary.percent}%`.padEnd(6)
            : '      ';
      console.log(
        `  ${mark}  ${describe(release)}${release.wentLiveAt || release.id === history.canary?.id ? '' : '  (dropped canary)'}`,
      );
    }
  }
}

async function release(
  releases: ReleaseRepository,
  liveSite: () => ReturnType<typeof readLiveSite>,
  project: string,
  options: { canary?: string; from?: string },
): Promise<void> {
  const config = configFromEnv();
  const canaryPercent = options.canary === undefined ? undefined : Number(options.canary);
  const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
  const builtAt = options.from
    ? statSync(path.join(options.from, 'mf-manifest.json')).mtime
    : new Date();
  const version = `${builtAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${commit}`;
  const target = path.join(config.releasesDir, project, version);
  if (existsSync(target))
    throw new ReleaseRefused(`${target} exists: a release is never overwritten.`);
  mkdirSync(config.releasesDir, { recursive: true });
  const staging = mkdtempSync(path.join(config.releasesDir, `.staging-${project}-`));
  let placed = false;
  try {
    if (options.from) cpSync(options.from, staging, { recursive: true });
    else build(project, staging);
    const remoteBuild = await readRemoteBuild(staging);
    const { federationName } = remoteProject(project);
    if (remoteBuild.remote !== federationName)
      throw new ReleaseRefused(
        `${options.from ?? staging} is a build of ${remoteBuild.remote}, not of ${federationName}.`,
      );
    const published = await publishRelease(
      releases,
      remoteBuild,
      await liveSite(),
      {
        version,
        commit,
        builtAt,
        manifestUrl: `/static/releases/${project}/${version}/mf-manifest.json`,
      },
      { canaryPercent },
      // Its files in place before the database names them: no visitor is sent to a folder not there yet.
      () => {
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(staging, target);
        placed = true;
      },
    );
    console.log(
      `${published.remote} ${published.version} is live${canaryPercent === undefined ? '' : ` for ${canaryPercent}% of visitors`}: ${published.manifestUrl}`,
    );
  } catch (error) {
    // Refused by the database (a canary already running): the folder no visitor was ever sent to goes.
    if (placed) rmSync(target, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      list: { type: 'boolean' },
      rollback: { type: 'boolean' },
      promote: { type: 'boolean' },
      drop: { type: 'boolean' },
      canary: { type: 'string' },
      from: { type: 'string' },
    },
  });
  // An operator's (or CI's) setting left empty would fall back to the embedded database or this folder, releasing where no site looks.
  const empty = ['DATABASE_URL', 'RELEASES_DIR', 'DIST_DIR'].filter(
    (name) => process.env[name] === '',
  );
  if (empty.length > 0)
    throw new ReleaseRefused(
      `${empty.join(', ')} ${empty.length === 1 ? 'is' : 'are'} set but empty: set ${empty.length === 1 ? 'it' : 'them'}, or unset for the defaults.`,
    );
  const config = configFromEnv();
  const [project] = positionals;
  if (!values.list && (positionals.length !== 1 || !project)) throw new ReleaseRefused(USAGE);
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const releases = releaseRepository(database.db);
    // The deployed shell's libraries and the contracts the deployed servers recorded they answer.
    const liveSite = () =>
      readLiveSite(config.distDir, database.db, (message) => console.warn(`Warning: ${message}`));
    if (values.list) return await list(releases);
    const { federationName } = remoteProject(project!);
    // What a rollback or a promotion puts live is checked against the live site as a new release is.
    if (values.rollback) {
      const back = await rollbackRelease(
        releases,
        federationName,
        await liveSite().catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      );
      console.log(
        back
          ? `${federationName} ${back.version} is live again: ${back.manifestUrl}`
          : `${federationName} is the deployed build again.`,
      );
    } else if (values.promote) {
      const promoted = await promoteRelease(releases, federationName, await liveSite());
      console.log(`${federationName} ${promoted.version} is live for every visitor.`);
    } else if (values.drop) {
      await releases.drop(federationName);
      console.log(`${federationName}'s canary is dropped: every visitor gets the live release.`);
    } else
      await release(releases, liveSite, project!, {
        canary: values.canary,
        from: values.from && path.resolve(values.from),
      });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseRefused ? `Refused: ${error.message}` : error);
  process.exit(1);
});
