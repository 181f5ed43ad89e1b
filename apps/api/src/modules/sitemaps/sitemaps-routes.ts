import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sitemapFileParamsSchema } from '@vouch/contracts';
import {
  listedStaticRoutes,
  matchPageRoute,
  pagePattern,
  robotsTxt,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  SITEMAP_URLSET_END,
  SITEMAP_URLSET_START,
  sitemapFileFromName,
  sitemapFilePath,
  sitemapIdRange,
  sitemapIndexXml,
  sitemapUrlsXml,
  type PageRouteName,
  type SitemapFile,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sitemapRepository, type SitemapRow, type TableSitemapKind } from './sitemaps-repository';

export interface SitemapsModuleOptions {
  db: Kysely<Database>;
  /** The site's origin (`https://vouch.example`): sitemaps and robots.txt name absolute addresses. */
  publicOrigin: string;
  /** URLs per sitemap file: the protocol's 50,000 unless a test asks for fewer. */
  urlsPerFile?: number;
  /** Rows read from the database per query while a file streams. */
  batchSize?: number;
}

/** Crawlers ask for these again about daily; an hour keeps a burst of them off the database. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const DEFAULT_BATCH_SIZE = 2_000;

/** The page route each kind's addresses must route back to (a reviewer slugged `edit` would name the edit page). */
const ROUTE_OF_KIND: Record<TableSitemapKind, PageRouteName> = {
  products: 'product',
  shops: 'shop',
  categories: 'categoryShow',
  profiles: 'publicProfile',
};

function sendSmall(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

/**
 * Issue 27 item 5: `/robots.txt`, the sitemap index `/sitemap.xml` and its files
 * `/sitemaps/{kind}-{n}.xml`. File n of a kind holds the rows with ids in ((n-1)*cap, n*cap]
 * (docs/architecture.md, "Sitemaps"): numbering costs no count, a row never changes file, and
 * a file streams from the database in keyset batches, so its memory is one batch whatever the size.
 */
export async function sitemapsModule(
  app: FastifyInstance,
  options: SitemapsModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = sitemapRepository(options.db);
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const perFile = Math.min(options.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const batchSize = Math.min(options.batchSize ?? DEFAULT_BATCH_SIZE, perFile);
  const staticPaths = listedStaticRoutes().map(pagePattern);
  const robots = robotsTxt(`${origin}${SITEMAP_INDEX_PATH}`);

  routes.get('/robots.txt', async (request, reply) =>
    sendSmall(request, reply, 'text/plain; charset=utf-8', robots),
  );

  /** The numbers of a kind's files that hold a page. */
  function fileNumbers(kind: (typeof SITEMAP_KINDS)[number]): Promise<number[]> {
    if (kind !== 'pages') return repository.fileNumbers(kind, perFile);
    return Promise.resolve(
      Array.from({ length: Math.ceil(staticPaths.length / perFile) }, (_, index) => index + 1),
    );
  }

  routes.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const files = (
      await Promise.all(
        SITEMAP_KINDS.map(async (kind) =>
          (await fileNumbers(kind)).map((number) => ({ kind, number })),
        ),
      )
    ).flat();
    // No lastmod per file: the newest row of a 50,000-row range is a scan of it, not a probe.
    const body = sitemapIndexXml(
      files.map((file) => ({ loc: `${origin}${sitemapFilePath(file)}` })),
    );
    return sendSmall(request, reply, XML, body);
  });

  const entries = (kind: TableSitemapKind, rows: readonly SitemapRow[]) =>
    rows
      .filter((row) => matchPageRoute(row.path)?.name === ROUTE_OF_KIND[kind])
      .map((row) => ({ loc: `${origin}${row.path}`, lastmod: row.lastmod }));

  /** One file's XML, read a batch at a time after the first (already read, to answer 404 for an empty file). */
  async function* fileXml(
    kind: TableSitemapKind,
    first: SitemapRow[],
    lastId: number,
  ): AsyncGenerator<string> {
    yield SITEMAP_URLSET_START;
    let batch = first;
    while (batch.length > 0) {
      yield sitemapUrlsXml(entries(kind, batch));
      if (batch.length < batchSize) break;
      batch = await repository.batch(kind, batch.at(-1)!.id, lastId, batchSize);
    }
    yield SITEMAP_URLSET_END;
  }

  async function fileStream(file: SitemapFile): Promise<Readable | string | null> {
    if (file.kind === 'pages') {
      const paths = staticPaths.slice((file.number - 1) * perFile, file.number * perFile);
      return paths.length === 0
        ? null
        : SITEMAP_URLSET_START +
            sitemapUrlsXml(paths.map((path) => ({ loc: `${origin}${path}` }))) +
            SITEMAP_URLSET_END;
    }
    const { afterId, lastId } = sitemapIdRange(file.number, perFile);
    const first = await repository.batch(file.kind, afterId, lastId, batchSize);
    return first.length === 0
      ? null
      : Readable.from(fileXml(file.kind, first, lastId), { objectMode: false });
  }

  routes.get(
    '/sitemaps/:file',
    { schema: { params: sitemapFileParamsSchema } },
    async (request, reply) => {
      const file = sitemapFileFromName(request.params.file);
      const body = file && (await fileStream(file));
      if (!body) throw notFound(`There is no sitemap file ${request.params.file}.`);
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(body);
    },
  );
}
