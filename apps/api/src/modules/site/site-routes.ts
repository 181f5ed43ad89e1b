import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaData, RemotesManifest } from '@vouch/contracts';
import { FIXED_REDIRECTS, legacyShopRedirect, matchPageRoute, remoteForRoute, type PageRouteMatch } from '@vouch/domain';
import type { AppConfig } from '../../config';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { sendCacheable } from '../../http/send-cacheable';
import { csrfTokenForViewer, type ViewerOptions } from '../../plugins/viewer';
import { pageMetaForRoute } from '../page-meta/page-meta-for-route';
import { pageMetaRepository } from '../page-meta/page-meta-repository';
import { shopPages, type LoadedPage } from '../shops/shop-pages';
import { FALLBACK_SHELL_TEMPLATE, renderPageHtml } from './render-page-html';
import { remotesFromFile, remotesInDist } from './remotes-manifest';

export interface SiteModuleOptions {
  db: Kysely<Database>;
  config: AppConfig;
  viewer: ViewerOptions;
}

const NOT_FOUND_META = { title: 'Page not found | Vouch', description: 'There is no page at this address.' };
// Hashed file names never change content: cache them for a year. Entries and manifests must revalidate.
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

/**
 * The site itself: every page route answers the shell's HTML (with its head rendered on the
 * server) or, with `?format=json`, the page's `meta_data`; plus the remotes' builds and `/remotes.json`.
 */
export async function siteModule(app: FastifyInstance, options: SiteModuleOptions): Promise<void> {
  const { config } = options;
  const meta = pageMetaRepository(options.db);
  const shopsAndProducts = shopPages(options.db, config.publicOrigin);

  /** The page's head and its `?format=json` data (spec §7); null when the page names nothing that exists. */
  async function loadPage(request: FastifyRequest, match: PageRouteMatch, format: 'json' | 'html'): Promise<LoadedPage | null> {
    const { params } = match;
    if (match.name === 'shop') return shopsAndProducts.shop(params.shopSlug!, format);
    if (match.name === 'product') return shopsAndProducts.product(params.shopSlug!, params.productHandle!, format);
    const found = await pageMetaForRoute(match, request.query as Record<string, string | undefined>, meta);
    return found && { meta: found, data: {}, structuredData: null };
  }
  const template = config.serveSite
    ? await readFile(path.join(config.distDir, 'shell/index.html'), 'utf8').catch(() => FALLBACK_SHELL_TEMPLATE)
    : FALLBACK_SHELL_TEMPLATE;
  const distRemotes = config.serveSite ? await remotesInDist(config.distDir) : {};
  const currentRemotes = (): Promise<RemotesManifest> => (config.remotesFile ? remotesFromFile(config.remotesFile) : Promise.resolve(distRemotes));

  if (config.serveSite) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/static/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.header('cache-control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return currentRemotes();
  });

  async function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { meta: MetaData; match: PageRouteMatch | null; status: number; structuredData?: object | null },
  ) {
    // A broken remotes file must not break the page: the shell then asks /remotes.json, which says why.
    const remotes = config.serveSite || config.remotesFile ? await currentRemotes().catch(() => undefined) : undefined;
    const remote = page.match ? remoteForRoute(page.match.name) : null;
    const html = renderPageHtml(template, {
      meta: page.meta,
      structuredData: page.structuredData ?? null,
      remotes,
      remoteManifest: remotes && remote ? remotes[remote] : undefined,
      pathname: request.url.split('?', 1)[0],
      csrfToken: csrfTokenForViewer(request, reply, options.viewer),
      loggedIn: request.viewer.user !== null,
    });
    return reply.status(page.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const query = search ? `?${search}` : '';
    const redirect = FIXED_REDIRECTS[pathname] ?? legacyShopRedirect(pathname);
    if (redirect) return reply.redirect(`${redirect}${query}`, 301);
    const match = matchPageRoute(pathname);
    const format = (request.query as { format?: string }).format === 'json' ? 'json' : 'html';
    const page = match && (await loadPage(request, match, format));
    const metaData: MetaData | null = page && { ...page.meta, canonical_url: `${config.publicOrigin}${pathname}` };
    if (format === 'json') {
      if (!page || !metaData) throw notFound();
      // Spec §9: "Profile and category responses cached 60 s, shop 120 s".
      return sendCacheable(request, reply, { meta_data: metaData, ...page.data }, match?.name === 'shop' ? 120 : 60);
    }
    return page && metaData
      ? sendHtml(request, reply, { meta: metaData, match, status: 200, structuredData: page.structuredData })
      : sendHtml(request, reply, { meta: NOT_FOUND_META, match: null, status: 404 });
  });
}
