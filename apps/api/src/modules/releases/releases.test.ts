import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { ANSWERED_CONTRACT_VERSIONS } from '@vouch/contracts';
import { CANARY_BUCKET_COOKIE, INLINE_REMOTES_ELEMENT_ID } from '@vouch/domain';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { SERVERS_TOGETHER_MS } from './api-servers';
import { apiServersRepository } from './api-servers-repository';
import { publishRelease, readLiveSite, readRemoteBuild } from './release-build';
import { ReleaseRefused } from './release-repository';
import { releaseTestDatabase } from '../../testing/fixtures/releases';

const { database, manifestOf, record, repository, allRows, liveSearch } = releaseTestDatabase();

describe('release repository', () => {
  it('makes each release live, rolls back to the one before, then to the deployed build', async () => {
    const releases = repository();
    await releases.release(record('v1'));
    await releases.release(record('v2'));
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v2'), canary: null });
    expect((await releases.rollback('search'))?.version).toBe('v1');
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v1'), canary: null });
    expect(await releases.rollback('search')).toBeNull();
    expect(await liveSearch()).toBeNull();
    await expect(releases.rollback('search')).rejects.toThrow(
      'search has no release live: nothing to roll back.',
    );
  });

  it('rolls back to what was live before, never to a release rolled back from', async () => {
    const releases = repository();
    await releases.release(record('v1'));
    await releases.release(record('v2'));
    await releases.rollback('search');
    await releases.release(record('v3'));
    // v2 was taken off as bad: v3 took over from v1, so v1 comes back.
    expect((await releases.rollback('search'))?.version).toBe('v1');
    expect(await releases.rollback('search')).toBeNull();
    await releases.release(record('v4'));
    // v4 took over from the deployed build.
    expect(await releases.rollback('search')).toBeNull();
    expect(await liveSearch()).toBeNull();
    const v5 = await releases.release(record('v5'));
    await releases.release(record('v6'), { canaryPercent: 20 });
    await releases.promote('search');
    expect((await releases.rollback('search'))?.id).toBe(v5.id);
  });

  it('lists every release, newest first, with the live one and the canary', async () => {
    const releases = repository();
    const first = await releases.release(record('v1'));
    const canary = await releases.release(record('v2'), { canaryPercent: 10 });
    const [search] = await releases.history();
    expect(search).toMatchObject({
      remote: 'search',
      liveId: first.id,
      canary: { id: canary.id, percent: 10 },
    });
    expect(
      search!.releases.map((release) => [
        release.version,
        release.commit,
        release.contractVersion,
        release.sharedVersions,
      ]),
    ).toEqual([
      ['v2', 'abc1234', 1, { react: '19.3.1' }],
      ['v1', 'abc1234', 1, { react: '19.3.1' }],
    ]);
  });

  it('refuses to release a version again, leaving every row as it was', async () => {
    await repository().release(record('v1'));
    const before = await allRows();
    await expect(repository().release(record('v1'))).rejects.toThrow(ReleaseRefused);
    expect(await allRows()).toEqual(before);
  });

  it('runs a canary beside the live release, then promotes it; a dropped canary is never rolled back to', async () => {
    const releases = repository();
    await releases.release(record('v1'));
    await releases.release(record('v2'), { canaryPercent: 10 });
    expect(await liveSearch()).toEqual({
      manifestUrl: manifestOf('v1'),
      canary: { manifestUrl: manifestOf('v2'), percent: 10 },
    });
    await releases.drop('search');
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v1'), canary: null });
    await releases.release(record('v3'), { canaryPercent: 50 });
    expect((await releases.promote('search')).version).toBe('v3');
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v3'), canary: null });
    expect((await releases.rollback('search'))?.version).toBe('v1');
  });

  it('refuses canary commands that cannot apply, leaving every row as it was', async () => {
    const releases = repository();
    await expect(releases.release(record('v1'), { canaryPercent: 10 })).rejects.toThrow(
      /no live release/,
    );
    await releases.release(record('v1'));
    await releases.release(record('v2'), { canaryPercent: 10 });
    const before = await allRows();
    await expect(releases.release(record('v3'), { canaryPercent: 10 })).rejects.toThrow(
      'search already runs a canary: promote or drop it first.',
    );
    await expect(releases.release(record('v3'))).rejects.toThrow(
      'search runs a canary: promote or drop it first.',
    );
    await expect(releases.rollback('search')).rejects.toThrow(/runs a canary/);
    await expect(releases.release(record('v4'), { canaryPercent: 100 })).rejects.toThrow(/1 to 99/);
    expect(await allRows()).toEqual(before);
    await releases.drop('search');
    await expect(releases.drop('search')).rejects.toThrow(
      'search runs no canary: nothing to drop.',
    );
    await expect(releases.promote('search')).rejects.toThrow(
      'search runs no canary: nothing to promote.',
    );
  });
});

/** A dist folder with the shell and the search remote, and a releases folder with a release of search. */
function fakeSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'vouch-releases-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('dist/shell/shared-versions.json', JSON.stringify({ react: '19.3.1' }));
  write('dist/search/mf-manifest.json', JSON.stringify({ name: 'search' }));
  write(
    'releases/search/v1/mf-manifest.json',
    JSON.stringify({
      name: 'search',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: {} }],
    }),
  );
  write('releases/search/v1/build-info.json', JSON.stringify({ contractVersion: 1 }));
  write('releases/search/v1/server/remoteEntry.js', 'module.exports = {};');
  return { distDir: path.join(root, 'dist'), releasesDir: path.join(root, 'releases') };
}

const noWarning = (message: string) => {
  throw new Error(`unexpected warning: ${message}`);
};

describe('the contracts the live site answers: what the deployed servers recorded', () => {
  const servers = () => apiServersRepository(database().db);
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('is what a running server records as it starts, not what this checkout would answer', async () => {
    const { distDir } = fakeSite();
    await expect(readLiveSite(distDir, database().db, noWarning)).rejects.toThrow(
      'No API server has recorded the api-client contracts it answers in this database: start the site (each server records them as it starts), then run this again.',
    );
    const app = await buildApp({
      config: configFromEnv({ SERVE_SITE: 'false' }),
      database: database(),
      logger: false,
    });
    try {
      await app.ready();
      expect(
        (await readLiveSite(distDir, database().db, noWarning)).answeredContractVersions,
      ).toEqual(ANSWERED_CONTRACT_VERSIONS);
      // A deployed server of another commit: a remote must fit what it answers, whatever this checkout says.
      await database()
        .db.updateTable('api_servers')
        .set({ answered_contract_versions: [7] })
        .execute();
      expect(
        (await readLiveSite(distDir, database().db, noWarning)).answeredContractVersions,
      ).toEqual([7]);
    } finally {
      await app.close();
    }
  });

  it('is what every server running together answers, leaving out servers gone before', async () => {
    const { distDir } = fakeSite();
    // A rolling deploy: the old build (1, 2) still runs beside the new one (2, 3); one of 1 only stopped long ago.
    await servers().record('old', [1, 2], ago(SERVERS_TOGETHER_MS / 3));
    await servers().record('new', [2, 3]);
    await servers().record('gone', [1], ago(3 * SERVERS_TOGETHER_MS));
    expect(
      (await readLiveSite(distDir, database().db, noWarning)).answeredContractVersions,
    ).toEqual([2]);
    // A release against contract 1 is refused: the new build does not answer it.
    await expect(
      publishRelease(
        repository(),
        { remote: 'search', shared: [], contractVersion: 1 },
        await readLiveSite(distDir, database().db, noWarning),
        {
          version: 'v1',
          commit: 'abc1234',
          builtAt: new Date(),
          manifestUrl: manifestOf('v1'),
        },
      ),
    ).rejects.toThrow('api-client contract 1: the server answers contract 2');
  });

  it('while no server runs, is what the servers that ran last answer, with a warning saying since when', async () => {
    const { distDir } = fakeSite();
    const stoppedAt = ago(2 * SERVERS_TOGETHER_MS);
    await servers().record('last', [2], stoppedAt);
    await servers().record('before', [1], ago(4 * SERVERS_TOGETHER_MS));
    const warnings: string[] = [];
    expect(
      (await readLiveSite(distDir, database().db, (message) => warnings.push(message)))
        .answeredContractVersions,
    ).toEqual([2]);
    expect(warnings).toEqual([
      `no API server has run on this database since ${stoppedAt.toISOString()}: checked against the contracts the servers that ran then answer (2).`,
    ]);
  });
});

describe('build folders', () => {
  it("reads a build's name, shared libraries and contract, and the live shell's libraries", async () => {
    const { distDir, releasesDir } = fakeSite();
    expect(await readRemoteBuild(path.join(releasesDir, 'search/v1'))).toEqual({
      remote: 'search',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
      contractVersion: 1,
    });
    await apiServersRepository(database().db).record('server-1', [1]);
    expect(await readLiveSite(distDir, database().db, noWarning)).toEqual({
      shellShared: { react: '19.3.1' },
      answeredContractVersions: [1],
    });
  });

  it('refuses a folder that is not a whole remote build', async () => {
    const { distDir } = fakeSite();
    await expect(readRemoteBuild(path.join(distDir, 'search'))).rejects.toThrow(
      /build-info.json is missing/,
    );
    await expect(readRemoteBuild(path.join(distDir, 'nothing'))).rejects.toThrow(
      /mf-manifest.json is missing: not a remote build/,
    );
  });
});

describe('the remotes map visitors are given', () => {
  const distSearch = '/static/search/mf-manifest.json';
  const inlineRemotes = (html: string) =>
    JSON.parse(
      html.match(
        new RegExp(
          `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">([^<]*)</script>`,
        ),
      )![1]!,
    );

  async function site() {
    const { distDir, releasesDir } = fakeSite();
    // Read afresh on each request: what a process sees once its few seconds' cache expires.
    const config = configFromEnv({
      DIST_DIR: distDir,
      RELEASES_DIR: releasesDir,
      RELEASES_CACHE_MS: '0',
    });
    const app = await buildApp({ config, database: database(), logger: false });
    return app;
  }

  it('follows a release and its rollback with no restart: /remotes.json and the page HTML', async () => {
    const app = await site();
    try {
      expect((await app.inject('/remotes.json')).json()).toEqual({ search: distSearch });
      await repository().release(record('v1'));
      expect((await app.inject('/remotes.json')).json()).toEqual({ search: manifestOf('v1') });
      const page = await app.inject('/reviews/search?q=bag');
      expect(inlineRemotes(page.body)).toEqual({ search: manifestOf('v1') });
      // No canary: no bucket cookie for anyone.
      expect(String(page.headers['set-cookie'] ?? '')).not.toContain(CANARY_BUCKET_COOKIE);
      await repository().rollback('search');
      expect((await app.inject('/remotes.json')).json()).toEqual({ search: distSearch });
    } finally {
      await app.close();
    }
  });

  it('keeps the releases it read last while the database cannot say which are live', async () => {
    const app = await site();
    try {
      await repository().release(record('v1'));
      expect((await app.inject('/remotes.json')).json()).toEqual({ search: manifestOf('v1') });
      await sql`alter table live_remotes rename to live_remotes_away`.execute(database().db);
      const during = await app.inject('/remotes.json');
      expect(during.statusCode).toBe(200);
      expect(during.json()).toEqual({ search: manifestOf('v1') });
      expect(inlineRemotes((await app.inject('/reviews/search?q=bag')).body)).toEqual({
        search: manifestOf('v1'),
      });
    } finally {
      await sql`alter table if exists live_remotes_away rename to live_remotes`.execute(
        database().db,
      );
      await app.close();
    }
  });

  it('gives a canary to the visitors whose bucket falls in its share, each keeping theirs', async () => {
    const app = await site();
    try {
      await repository().release(record('v1'));
      await repository().release(record('v2'), { canaryPercent: 50 });
      const asBucket = async (bucket: number) =>
        (
          await app.inject({
            url: '/remotes.json',
            cookies: { [CANARY_BUCKET_COOKIE]: String(bucket) },
          })
        ).json() as Record<string, string>;
      expect(await asBucket(49)).toEqual({ search: manifestOf('v2') });
      expect(await asBucket(50)).toEqual({ search: manifestOf('v1') });

      const first = await app.inject('/reviews/search?q=bag');
      const cookie = String(first.headers['set-cookie']);
      const bucket = Number(new RegExp(`${CANARY_BUCKET_COOKIE}=(\\d+)`).exec(cookie)![1]);
      expect(cookie).toContain('HttpOnly');
      const theirs = manifestOf(bucket < 50 ? 'v2' : 'v1');
      expect(inlineRemotes(first.body)).toEqual({ search: theirs });
      const again = await app.inject({
        url: '/reviews/search?q=bag',
        cookies: { [CANARY_BUCKET_COOKIE]: String(bucket) },
      });
      expect(inlineRemotes(again.body)).toEqual({ search: theirs });
      expect(String(again.headers['set-cookie'] ?? '')).not.toContain(CANARY_BUCKET_COOKIE);

      await repository().promote('search');
      expect(await asBucket(50)).toEqual({ search: manifestOf('v2') });
    } finally {
      await app.close();
    }
  });

  it("serves a release's browser files for a year, never its server build", async () => {
    const app = await site();
    try {
      const manifest = await app.inject(manifestOf('v1'));
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        (await app.inject('/static/releases/search/v1/server/remoteEntry.js')).statusCode,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await app.inject('/static/releases/search/v1/server/remoteEntry.js')).body,
      ).not.toContain('module.exports');
    } finally {
      await app.close();
    }
  });
});
