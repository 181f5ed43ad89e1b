import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaData } from '@vouch/contracts';
import { FIXED_REDIRECTS, legacyShopRedirect, matchPageRoute, type PageRouteMatch } from '@vouch/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { csrfTokenForViewer, type ViewerOptions } from '../../plugins/viewer';
import { pageMetaForRoute } from '../page-meta/page-meta-for-route';
import { pageMetaRepository } from '../page-meta/page-meta-repository';
import { shopRepository } from '../shops/shop-repository';
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
  const shops = shopRepository(options.db);

  /** What a page's `?format=json` answers besides meta_data (spec §7); page modules add theirs here. */
  async function pageData(match: PageRouteMatch): Promise<Record<string, unknown>> {
    if (match.name === 'shop') return { shop_data: await shops.shopDataBySlug(match.params.shopSlug!) };
    if (match.name === 'product') {
      const [shopData, productData] = await Promise.all([shops.shopDataBySlug(match.params.shopSlug!), shops.productPageData(match.params.shopSlug!, match.params.productHandle!)]);
      return { shop_data: shopData, ...productData };
    }
    return {};
  }
  const template = config.serveSite
    ? await readFile(path.join(config.distDir, 'shell/index.html'), 'utf8').catch(() => FALLBACK_SHELL_TEMPLATE)
    : FALLBACK_SHELL_TEMPLATE;
  const distRemotes = config.serveSite ? await remotesInDist(config.distDir) : {};

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
    return config.remotesFile ? remotesFromFile(config.remotesFile) : distRemotes;
  });

  async function pageMeta(request: FastifyRequest, match: PageRouteMatch | null, pathname: string): Promise<MetaData | null> {
    if (!match) return null;
    const found = await pageMetaForRoute(match, request.query as Record<string, string | undefined>, meta);
    return found ? { ...found, canonical_url: `${config.publicOrigin}${pathname}` } : null;
  }

  function sendHtml(request: FastifyRequest, reply: FastifyReply, metaData: MetaData, status: number) {
    const html = renderPageHtml(template, {
      meta: metaData,
      csrfToken: csrfTokenForViewer(request, reply, options.viewer),
      loggedIn: request.viewer.user !== null,
    });
    return reply.status(status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const query = search ? `?${search}` : '';
    const redirect = FIXED_REDIRECTS[pathname] ?? legacyShopRedirect(pathname);
    if (redirect) return reply.redirect(`${redirect}${query}`, 301);
    const match = matchPageRoute(pathname);
    const metaData = await pageMeta(request, match, pathname);
    if ((request.query as { format?: string }).format === 'json') {
      if (!metaData || !match) throw notFound();
      reply.header('cache-control', 'public, max-age=60');
      return { meta_data: metaData, ...(await pageData(match)) };
    }
    return metaData ? sendHtml(request, reply, metaData, 200) : sendHtml(request, reply, NOT_FOUND_META, 404);
  });
}
