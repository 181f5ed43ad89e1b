import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RemotesManifest } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import {
  CANARY_BUCKETS,
  CANARY_BUCKET_COOKIE,
  canaryBucketFrom,
  canaryMaps,
  newCanaryBucket,
  remotesForBucket,
  runsCanary,
  type LiveRemote,
} from '@vouch/domain';
import type { AppConfig } from '../../config';
import { cachedFor } from '../../http/cached-for';
import { releaseRepository } from '../releases';
import { remotesFromFile } from './remotes-manifest';
import type { RenderersPerMap } from './renderers-per-map';

/** A visitor keeps their canary bucket this long. */
const CANARY_BUCKET_MAX_AGE_S = 365 * 86_400;

export interface VisitorRemotes {
  /**
   * The remotes map a visitor is given: REMOTES_FILE when set (all of it), else the builds in
   * distDir with each remote's live release over them, and a running canary's release for the
   * visitor whose bucket (a cookie, given on their first page while a canary runs) falls in its share.
   */
  remotesFor(request: FastifyRequest, reply: FastifyReply): Promise<RemotesManifest>;
  /** Everyone's map as it is now; the renderers load it, and each running canary's, ahead. */
  everyonesMapNow(): Promise<RemotesManifest>;
}

export function visitorRemotes(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    db: Kysely<Database>;
    distRemotes: RemotesManifest;
    renderers: RenderersPerMap | null;
  },
): VisitorRemotes {
  const { config, distRemotes, renderers } = options;
  const releases = releaseRepository(options.db);
  // Read at most once per RELEASES_CACHE_MS per process: a release reaches every process within it, with no restart.
  // When the database cannot answer, the releases it named last stand: a remotes map missing from pages would load no remote at all.
  let lastLive: Record<string, LiveRemote> = {};
  const liveReleases = cachedFor(config.releasesCacheMs, () =>
    releases.liveRemotes().then(
      (live) => (lastLive = live),
      (error: unknown) => {
        app.log.warn({ err: error }, 'live releases unreadable: keeping the ones read last');
        return lastLive;
      },
    ),
  );

  /** Everyone's remotes map from the live releases; the renderers load it, and each running canary's, ahead. */
  function everyonesMap(live: Record<string, LiveRemote>): RemotesManifest {
    const everyones = remotesForBucket(distRemotes, live, CANARY_BUCKETS);
    renderers?.serveMaps(everyones, canaryMaps(distRemotes, live));
    return everyones;
  }

  async function remotesOfFile(file: string): Promise<RemotesManifest> {
    const remotes = await remotesFromFile(file);
    renderers?.serveMaps(remotes, []);
    return remotes;
  }

  async function remotesFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<RemotesManifest> {
    if (config.remotesFile) return remotesOfFile(config.remotesFile);
    const live = await liveReleases();
    const everyones = everyonesMap(live);
    if (!runsCanary(live)) return everyones;
    let bucket = canaryBucketFrom(request.cookies[CANARY_BUCKET_COOKIE]);
    if (bucket === null) {
      bucket = newCanaryBucket(Math.random());
      reply.setCookie(CANARY_BUCKET_COOKIE, String(bucket), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.servedOverHttps,
        maxAge: CANARY_BUCKET_MAX_AGE_S,
      });
    }
    return remotesForBucket(distRemotes, live, bucket);
  }
  return {
    remotesFor,
    everyonesMapNow: () =>
      config.remotesFile ? remotesOfFile(config.remotesFile) : liveReleases().then(everyonesMap),
  };
}
