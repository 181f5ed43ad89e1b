import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { RELEASES_PREFIX } from './remote-file-reader';

// Hashed file names never change content: cache them for a year. Entries and manifests must revalidate.
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell's and remotes' browser builds under /static/, and every release's files under RELEASES_PREFIX; server builds stay private. */
export async function serveSiteFiles(
  app: FastifyInstance,
  config: Pick<AppConfig, 'distDir' | 'releasesDir'>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.distDir,
    prefix: '/static/',
    index: false,
    // Server builds are the server's to run, not the public's to read.
    allowedPath: (pathname) => !/^\/[^/]+\/server\//.test(pathname),
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.header('cache-control', HASHED_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });
  // Served from the start, before the first release makes it.
  await mkdir(config.releasesDir, { recursive: true }).catch(() => undefined);
  // A release's folder never changes (the release command never writes into one again), and
  // old ones stay: a page opened before a release or a rollback still finds its files.
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: RELEASES_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => !/^\/[^/]+\/[^/]+\/server\//.test(pathname),
    preCompressed: true,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
    },
  });
}
