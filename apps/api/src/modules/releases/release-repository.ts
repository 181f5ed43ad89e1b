import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '@vouch/db';
import type { LiveRemote } from '@vouch/domain';

/** A remote's build as the release command records it. */
export interface ReleaseRecord {
  /** The remote's federation name, as the remotes map names it. */
  remote: string;
  version: string;
  commit: string;
  builtAt: Date;
  /** Where browsers read its mf-manifest.json (its server build sits beside it, in server/). */
  manifestUrl: string;
  /** name -> version of each shared library it was built with. */
  sharedVersions: Record<string, string>;
  /** The api-client contract version it was built against. */
  contractVersion: number;
}

export interface Release extends ReleaseRecord {
  id: string;
  releasedAt: Date;
  wentLiveAt: Date | null;
}

/** A remote's releases, newest first, with the one live and the canary's. */
export interface RemoteHistory {
  remote: string;
  liveId: string | null;
  canary: { id: string; percent: number } | null;
  releases: Release[];
}

/** A release command that cannot be carried out: its message says why; the database is unchanged. */
export class ReleaseRefused extends Error {}

type Db = Kysely<Database> | Transaction<Database>;

function releaseOf(row: Selectable<Database['remote_releases']>): Release {
  return {
    id: row.id,
    remote: row.remote,
    version: row.version,
    commit: row.commit_sha,
    builtAt: new Date(row.built_at),
    releasedAt: new Date(row.released_at),
    wentLiveAt: row.went_live_at && new Date(row.went_live_at),
    manifestUrl: row.manifest_url,
    sharedVersions: row.shared_versions as Record<string, string>,
    contractVersion: row.contract_version,
  };
}

async function liveRowFor(db: Db, remote: string) {
  return (
    (await db
      .selectFrom('live_remotes')
      .selectAll()
      .where('remote', '=', remote)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/**
 * The remotes' releases and which are live, kept in the database so every API process gives
 * visitors the same map. Each change runs in one transaction with the remote's live row locked:
 * two release commands for one remote at once apply one after the other.
 */
export function releaseRepository(db: Kysely<Database>) {
  return {
    /** Each remote's live release and canary, by federation name. */
    async liveRemotes(): Promise<Record<string, LiveRemote>> {
      const rows = await db
        .selectFrom('live_remotes as l')
        .innerJoin('remote_releases as r', 'r.id', 'l.release_id')
        .leftJoin('remote_releases as c', 'c.id', 'l.canary_release_id')
        .select([
          'l.remote',
          'r.manifest_url',
          'c.manifest_url as canary_manifest_url',
          'l.canary_percent',
        ])
        .execute();
      return Object.fromEntries(
        rows.map((row) => [
          row.remote,
          {
            manifestUrl: row.manifest_url,
            canary:
              row.canary_manifest_url && row.canary_percent
                ? { manifestUrl: row.canary_manifest_url, percent: row.canary_percent }
                : null,
          },
        ]),
      );
    },

    /**
     * Records a build and makes it live, or with `canaryPercent` live for that share of visitors.
     * Refused (nothing recorded) when the version was released before or, for a canary, when one runs.
     */
    async release(
      record: ReleaseRecord,
      options: { canaryPercent?: number } = {},
    ): Promise<Release> {
      const { canaryPercent } = options;
      if (
        canaryPercent !== undefined &&
        !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)
      )
        throw new ReleaseRefused(
          `A canary's share is a whole percent from 1 to 99, not ${canaryPercent}.`,
        );
      return db.transaction().execute(async (trx) => {
        const live = await liveRowFor(trx, record.remote);
        const existing = await trx
          .selectFrom('remote_releases')
          .select('id')
          .where('remote', '=', record.remote)
          .where('version', '=', record.version)
          .executeTakeFirst();
        if (existing)
          throw new ReleaseRefused(
            `${record.remote} ${record.version} was released before: a release is never replaced.`,
          );
        if (canaryPercent !== undefined && !live)
          throw new ReleaseRefused(
            `${record.remote} has no live release to keep for the other visitors: release it first without --canary.`,
          );
        if (canaryPercent !== undefined && live?.canary_release_id)
          throw new ReleaseRefused(
            `${record.remote} already runs a canary: promote or drop it first.`,
          );
        const now = new Date();
        const row = await trx
          .insertInto('remote_releases')
          .values({
            remote: record.remote,
            version: record.version,
            commit_sha: record.commit,
            built_at: record.builtAt,
            released_at: now,
            went_live_at: canaryPercent === undefined ? now : null,
            replaces_release_id: canaryPercent === undefined ? (live?.release_id ?? null) : null,
            manifest_url: record.manifestUrl,
            shared_versions: JSON.stringify(record.sharedVersions),
            contract_version: record.contractVersion,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (canaryPercent !== undefined)
          await trx
            .updateTable('live_remotes')
            .set({ canary_release_id: row.id, canary_percent: canaryPercent, changed_at: now })
            .where('remote', '=', record.remote)
            .execute();
        else if (live?.canary_release_id)
          throw new ReleaseRefused(`${record.remote} runs a canary: promote or drop it first.`);
        else
          await trx
            .insertInto('live_remotes')
            .values({ remote: record.remote, release_id: row.id, changed_at: now })
            .onConflict((conflict) =>
              conflict.column('remote').doUpdateSet({ release_id: row.id, changed_at: now }),
            )
            .execute();
        return releaseOf(row);
      });
    },

    /**
     * Puts back the release the live one took over from (never one rolled back from before); when it
     * took over from the build the site was deployed with, that build (the remote's row goes).
     * Answers the release now live, or null for that build. `fits` may refuse the release before
     * anything is written (the deployed build came with the site: it is not asked).
     */
    async rollback(
      remote: string,
      fits: (release: Release) => void = () => undefined,
    ): Promise<Release | null> {
      return db.transaction().execute(async (trx) => {
        const live = await liveRowFor(trx, remote);
        if (!live) throw new ReleaseRefused(`${remote} has no release live: nothing to roll back.`);
        if (live.canary_release_id)
          throw new ReleaseRefused(
            `${remote} runs a canary: drop it (or promote it) before rolling back.`,
          );
        const previous = await trx
          .selectFrom('remote_releases as current')
          .innerJoin('remote_releases as replaced', 'replaced.id', 'current.replaces_release_id')
          .selectAll('replaced')
          .where('current.id', '=', live.release_id)
          .executeTakeFirst();
        if (!previous) {
          await trx.deleteFrom('live_remotes').where('remote', '=', remote).execute();
          return null;
        }
        fits(releaseOf(previous));
        await trx
          .updateTable('live_remotes')
          .set({ release_id: previous.id, changed_at: new Date() })
          .where('remote', '=', remote)
          .execute();
        return releaseOf(previous);
      });
    },

    /** The canary becomes the release every visitor gets; `fits` may refuse it before anything is written. */
    async promote(
      remote: string,
      fits: (release: Release) => void = () => undefined,
    ): Promise<Release> {
      return db.transaction().execute(async (trx) => {
        const live = await liveRowFor(trx, remote);
        if (!live?.canary_release_id)
          throw new ReleaseRefused(`${remote} runs no canary: nothing to promote.`);
        fits(
          releaseOf(
            await trx
              .selectFrom('remote_releases')
              .selectAll()
              .where('id', '=', live.canary_release_id)
              .executeTakeFirstOrThrow(),
          ),
        );
        const now = new Date();
        await trx
          .updateTable('live_remotes')
          .set({
            release_id: live.canary_release_id,
            canary_release_id: null,
            canary_percent: null,
            changed_at: now,
          })
          .where('remote', '=', remote)
          .execute();
        const row = await trx
          .updateTable('remote_releases')
          .set({ went_live_at: now, replaces_release_id: live.release_id })
          .where('id', '=', live.canary_release_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return releaseOf(row);
      });
    },

    /** Every visitor gets the live release again; the canary's release stays recorded (and its files served) but is never rolled back to. */
    async drop(remote: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const live = await liveRowFor(trx, remote);
        if (!live?.canary_release_id)
          throw new ReleaseRefused(`${remote} runs no canary: nothing to drop.`);
        await trx
          .updateTable('live_remotes')
          .set({ canary_release_id: null, canary_percent: null, changed_at: new Date() })
          .where('remote', '=', remote)
          .execute();
      });
    },

    /** Every remote's releases, newest first, with which is live. */
    async history(): Promise<RemoteHistory[]> {
      const [releases, live] = await Promise.all([
        db
          .selectFrom('remote_releases')
          .selectAll()
          .orderBy('remote')
          .orderBy('id', 'desc')
          .execute(),
        db.selectFrom('live_remotes').selectAll().execute(),
      ]);
      const byRemote = new Map<string, RemoteHistory>();
      for (const row of releases) {
        const remoteLive = live.find((entry) => entry.remote === row.remote);
        const history = byRemote.get(row.remote) ?? {
          remote: row.remote,
          liveId: remoteLive?.release_id ?? null,
          canary: remoteLive?.canary_release_id
            ? { id: remoteLive.canary_release_id, percent: remoteLive.canary_percent! }
            : null,
          releases: [],
        };
        history.releases.push(releaseOf(row));
        byRemote.set(row.remote, history);
      }
      return [...byRemote.values()];
    },
  };
}

export type ReleaseRepository = ReturnType<typeof releaseRepository>;
