import type { AppDatabase } from '@vouch/db';
import { createTestDatabase } from '../../testing/test-database';
import { releaseRepository, type ReleaseRecord } from './release-repository';

/**
 * The releases tests' database (emptied of releases and server records before each test) and what
 * they build on it: a release record of search, the repository, every row, search's live release.
 */
export function releaseTestDatabase() {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(null);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('live_remotes').execute();
    await database.db.deleteFrom('remote_releases').execute();
    await database.db.deleteFrom('api_servers').execute();
  });

  const manifestOf = (version: string) => `/static/releases/search/${version}/mf-manifest.json`;
  const record = (version: string): ReleaseRecord => ({
    remote: 'search',
    version,
    commit: 'abc1234',
    builtAt: new Date('2026-11-26T08:00:00Z'),
    manifestUrl: manifestOf(version),
    sharedVersions: { react: '19.3.1' },
    contractVersion: 1,
  });
  const repository = () => releaseRepository(database.db);
  return {
    database: () => database,
    manifestOf,
    record,
    repository,
    /** Every row of both tables, to show a refused command changed nothing. */
    allRows: async () => ({
      releases: await database.db.selectFrom('remote_releases').selectAll().orderBy('id').execute(),
      live: await database.db.selectFrom('live_remotes').selectAll().orderBy('remote').execute(),
    }),
    liveSearch: async () => (await repository().liveRemotes()).search ?? null,
  };
}
