import { promoteRelease, publishRelease, rollbackRelease, type RemoteBuild } from './release-build';
import { ReleaseRefused, type ReleaseRecord } from './release-repository';
import { releaseTestDatabase } from '../../testing/fixtures/releases';

const { database, manifestOf, record, repository, allRows, liveSearch } = releaseTestDatabase();

describe('compatibility guard', () => {
  const live = {
    shellShared: { react: '19.3.1', '@vouch/api-client': '1.0.0' },
    answeredContractVersions: [1],
  };
  const build = (shared: RemoteBuild['shared'], contractVersion = 1): RemoteBuild => ({
    remote: 'search',
    shared,
    contractVersion,
  });
  const release = {
    version: 'v2',
    commit: 'def5678',
    builtAt: new Date(),
    manifestUrl: manifestOf('v2'),
  };

  it('refuses a build against React 18 under a React 19 shell, naming it, and changes nothing', async () => {
    await repository().release(record('v1'));
    const before = await allRows();
    const react18 = build([{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }]);
    await expect(publishRelease(repository(), react18, live, release)).rejects.toThrow(
      'search cannot go live next to the live site:\n  - react: built against 18.3.1 (requires ^18.3.1), the live shell has 19.3.1',
    );
    expect(await allRows()).toEqual(before);
  });

  it('refuses a build against a contract the server no longer answers', async () => {
    const before = await allRows();
    await expect(publishRelease(repository(), build([], 0), live, release)).rejects.toThrow(
      'api-client contract 0: the server answers contract 1',
    );
    expect(await allRows()).toEqual(before);
  });

  it('releases a build the live shell satisfies, recording the versions it was built with', async () => {
    const fits = build([{ name: 'react', version: '19.3.0', requiredVersion: '^19.3.0' }]);
    const published = await publishRelease(repository(), fits, live, release);
    expect(published).toMatchObject({
      remote: 'search',
      version: 'v2',
      sharedVersions: { react: '19.3.0' },
      contractVersion: 1,
    });
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v2'), canary: null });
  });
});

describe('compatibility guard on rollback and promotion', () => {
  // The shell and the server moved on since the old releases were live: React 19 only, contract 2 only.
  const live = { shellShared: { react: '19.3.1' }, answeredContractVersions: [2] };
  const built = (
    version: string,
    sharedVersions: Record<string, string>,
    contractVersion = 2,
  ): ReleaseRecord => ({
    ...record(version),
    sharedVersions,
    contractVersion,
  });

  it('refuses to roll back to a release built against React 18 or an unanswered contract, naming which, and changes nothing', async () => {
    const releases = repository();
    await releases.release(built('v1', { react: '18.3.1' }));
    await releases.release(built('v2', { react: '19.3.0' }));
    const before = await allRows();
    await expect(rollbackRelease(releases, 'search', live)).rejects.toThrow(
      'search v1 (the release a rollback puts back) cannot go live next to the live site:\n  - react: built against 18.3.1 (requires ^18.3.1), the live shell has 19.3.1',
    );
    expect(await allRows()).toEqual(before);

    await releases.release(built('v3', { react: '19.3.0' }, 1));
    await releases.release(built('v4', { react: '19.3.0' }));
    const withV4 = await allRows();
    await expect(rollbackRelease(releases, 'search', live)).rejects.toThrow(
      'search v3 (the release a rollback puts back) cannot go live next to the live site:\n  - api-client contract 1: the server answers contract 2',
    );
    expect(await allRows()).toEqual(withV4);
  });

  it('rolls back to a release the live site satisfies, and to the deployed build unasked', async () => {
    const releases = repository();
    // Built with React 19.3.0 (^19.3.0): the shell's 19.3.1 satisfies it.
    await releases.release(built('v1', { react: '19.3.0' }));
    await releases.release(built('v2', { react: '19.3.1' }));
    expect((await rollbackRelease(releases, 'search', live))?.version).toBe('v1');
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v1'), canary: null });
    // The deployed build came with the live shell: nothing to check, even against a site nothing fits.
    expect(
      await rollbackRelease(releases, 'search', { shellShared: {}, answeredContractVersions: [] }),
    ).toBeNull();
    expect(await liveSearch()).toBeNull();
  });

  it('rolls back to the deployed build where the live site cannot be read, and refuses a recorded release there with why', async () => {
    const releases = repository();
    const unreadable = new ReleaseRefused('No API server has recorded the contracts it answers.');
    await releases.release(built('v1', { react: '19.3.1' }));
    await releases.release(built('v2', { react: '19.3.1' }));
    const before = await allRows();
    await expect(rollbackRelease(releases, 'search', unreadable)).rejects.toThrow(
      'No API server has recorded the contracts it answers.',
    );
    expect(await allRows()).toEqual(before);
    await database().db.deleteFrom('live_remotes').execute();
    await releases.release(built('v3', { react: '19.3.1' }));
    expect(await rollbackRelease(releases, 'search', unreadable)).toBeNull();
    expect(await liveSearch()).toBeNull();
  });

  it('refuses to promote a canary the live site no longer satisfies, and changes nothing; promotes one it does', async () => {
    const releases = repository();
    await releases.release(built('v1', { react: '19.3.1' }));
    await releases.release(built('v2', { react: '19.3.1' }, 1), { canaryPercent: 10 });
    const before = await allRows();
    await expect(promoteRelease(releases, 'search', live)).rejects.toThrow(
      'search v2 (the canary) cannot go live next to the live site:\n  - api-client contract 1: the server answers contract 2',
    );
    expect(await allRows()).toEqual(before);
    // Dropping takes nothing new live: never refused by the guard.
    await releases.drop('search');
    await releases.release(built('v3', { react: '19.3.1' }), { canaryPercent: 10 });
    expect((await promoteRelease(releases, 'search', live)).version).toBe('v3');
    expect(await liveSearch()).toEqual({ manifestUrl: manifestOf('v3'), canary: null });
  });
});
