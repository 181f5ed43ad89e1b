import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MetaData } from '@vouch/contracts';
import {
  FIXED_REDIRECTS,
  legacyShopRedirect,
  matchPageRoute,
  remoteForRoute,
  categoryRouteQuery,
  safeReturnPath,
  isKnownCrawler,
  rendersOnServer,
  type PageRouteMatch,
} from '@vouch/domain';
import type { AppConfig } from '../../config';
import type { Database } from '@vouch/db';
import { redactedUrl } from '../../http/log-safe-request';
import { notFound } from '../../http/http-error';
import { etagOf } from '../../http/send-cacheable';
import { acceptsGzip } from '../../http/accepts-gzip';
import { pagePolicyForRemotes } from '../../http/content-security-policy';
import { renderFallbacks, type RenderFallbackAnswer } from '../../metrics/render-metrics';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import { csrfTokenForViewer, type ViewerOptions } from '../auth';
import type { PageLoader } from './loaded-page';
import {
  FALLBACK_SHELL_TEMPLATE,
  renderPageHtml,
  splitAtRoot,
  renderedRoot,
} from './render-page-html';
import {
  createServerRenderer,
  type PageRenderRequest,
  type ServerRenderer,
  type ServerRenderResult,
} from './server-renderer';
import { serverRenderRequestOf } from './server-render-request';
import { renderersPerMap } from './renderers-per-map';
import { guestPageCache } from './guest-page-cache';
import {
  etagOfPage,
  gzipEtagOf,
  gzipOfPage,
  plainPage,
  prepareHead,
  sharedPageBody,
  type PreparedHead,
  type SharedPageBody,
} from './shared-page-body';
import type { PageChanges } from './page-changes';
import { remotesInDist } from './remotes-manifest';
import { everyonesRendererOf } from './render-pool';
import { serveSiteFiles } from './site-files';
import { pageHeads, pageJsonSender } from './page-json';
import { visitorRemotes } from './visitor-remotes';

export interface SiteModuleOptions {
  db: Kysely<Database>;
  config: AppConfig;
  viewer: ViewerOptions;
  /** Each page route's data (modules/pages). */
  pages: PageLoader;
  /** Writes that may change a page: the guests' rendered pages are then rendered afresh. */
  pageChanges: PageChanges;
}

type NotRendered = Extract<ServerRenderResult, { rendered: false }>;

const STRAINED: NotRendered = {
  rendered: false,
  reason: 'the server is strained',
  fallback: 'strained',
};

/** A page's HTML answer as the routes below know it. */
interface HtmlPage {
  meta: MetaData;
  match: PageRouteMatch | null;
  status: number;
  structuredData?: object | null;
}

const NOT_FOUND_META = {
  title: 'Page not found | Vouch',
  description: 'There is no page at this address.',
};

/**
 * The site itself: every page route answers the shell's HTML (with its head rendered on the
 * server) or, with `?format=json`, the page's `meta_data`; plus the remotes' builds and `/remotes.json`.
 */
export async function siteModule(app: FastifyInstance, options: SiteModuleOptions): Promise<void> {
  const { config } = options;
  const heads = pageHeads(config.publicOrigin);
  const template = config.serveSite
    ? await readFile(path.join(config.distDir, 'shell/index.html'), 'utf8').catch(
        () => FALLBACK_SHELL_TEMPLATE,
      )
    : FALLBACK_SHELL_TEMPLATE;
  const distRemotes = config.serveSite ? await remotesInDist(config.distDir) : {};
  const rendererOptions = {
    distDir: config.distDir,
    releasesDir: config.releasesDir,
    publicOrigin: config.publicOrigin,
    budgetMs: config.serverRenderBudgetMs,
    log: app.log,
  };
  const inWorker = () => createServerRenderer(app, { ...rendererOptions, thread: 'worker' });
  const everyonesRenderer = config.serveSite
    ? everyonesRendererOf(
        config.serverRenderThreads,
        () => createServerRenderer(app, rendererOptions),
        inWorker,
      )
    : null;
  const renderers = everyonesRenderer && renderersPerMap(everyonesRenderer, inWorker);
  const { remotesFor, everyonesMapNow } = visitorRemotes(app, {
    config,
    db: options.db,
    distRemotes,
    renderers,
  });

  const guestPages =
    renderers && guestPageCache(renderers, { visitorBudgetMs: config.serverRenderBudgetMs });
  if (guestPages) options.pageChanges.onChange(() => guestPages.forgetAll());
  options.pageChanges.onChange(() => options.pages.forgetHeads());

  if (renderers) {
    // Not awaited: the site serves at once; a page asked for before its remote is here is rendered in the browser.
    app.addHook('onReady', async () => {
      void everyonesMapNow().catch(() => undefined);
    });
    app.addHook('onClose', () => renderers.close());
  }

  if (config.serveSite) await serveSiteFiles(app, config);

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    return remotesFor(request, reply);
  });

  /**
   * A page whose HTML is all known before it is sent, with a strong ETag: a browser that holds it
   * (its own, with its session's CSRF token) gets a 304, as the JSON routes answer (issue #27, item 3).
   */
  function sendWhole(request: FastifyRequest, reply: FastifyReply, html: string) {
    const etag = etagOf(html);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(html);
  }

  /**
   * A page the guests' cache holds: only the visitor's CSRF token is new at this visit; the rest
   * was encoded and hashed when it was rendered or first sent (issue #27, item 3).
   */
  function sendCachedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    head: PreparedHead,
    body: SharedPageBody,
  ) {
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    // Each encoding's bytes have their own strong ETag (RFC 9110, 8.8.3).
    const plainEtag = etagOfPage(head, body);
    const etag = gzip ? gzipEtagOf(plainEtag) : plainEtag;
    reply.header('etag', etag).header('vary', 'Cookie, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (!gzip) return reply.send(plainPage(head, body));
    return reply.header('content-encoding', 'gzip').send(gzipOfPage(head, body));
  }

  /** Every page sent without its server rendering is counted and logged with its reason (issue #58). */
  function noteFallback(
    request: FastifyRequest,
    { reason, fallback = 'render-failed' }: NotRendered,
    answer: RenderFallbackAnswer,
  ) {
    renderFallbacks.inc({ reason: fallback, answer });
    request.log.warn(
      { location: redactedUrl(request.url), reason: fallback, detail: reason, answer },
      'Page sent without its server rendering',
    );
  }

  /**
   * Who is asked to come back rather than handed a page to render: a known crawler (it runs no
   * script), and a guest while the server is strained (its script would ask the same server for
   * the same data again).
   */
  const retriesLater = (request: FastifyRequest) =>
    isKnownCrawler(request.headers['user-agent']) ||
    (request.viewer.user === null && app.isStrained());

  /**
   * A page the server did not render, known before anything is sent: the page for the browser to
   * render. With `retryLater` (retriesLater) it goes as a 503 with Retry-After: a crawler comes
   * back for the page (search engines understand it), while a person's browser still renders it
   * with its script, as it would the 200 (issue #58: no empty page answered as a page). Either is
   * stored by no cache (no ETag, `no-store`): the next visit asks again, and may have it rendered.
   */
  function sendFallback(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    notRendered: NotRendered,
    retryLater: boolean,
  ) {
    noteFallback(request, notRendered, retryLater ? 'retry-later' : 'browser-renders');
    reply.header('cache-control', 'no-store');
    if (retryLater) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.send(html);
  }

  /**
   * Step one of a page's HTML: the shell's HTML for it (head, remotes, CSRF token) with its root
   * empty, and the headers every page answer has.
   */
  async function pageShellOf(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
    // A broken remotes file must not break the page: the shell then asks /remotes.json, which says why.
    const remotes =
      config.serveSite || config.remotesFile
        ? await remotesFor(request, reply).catch(() => undefined)
        : undefined;
    const remote = page.match ? remoteForRoute(page.match.name) : null;
    const csrfToken = csrfTokenForViewer(request, reply, options.viewer);
    const html = renderPageHtml(template, {
      meta: page.meta,
      structuredData: page.structuredData ?? null,
      remotes,
      remoteManifest: remotes && remote ? remotes[remote] : undefined,
      pathname: request.url.split('?', 1)[0],
      csrfToken,
      loggedIn: request.viewer.user !== null,
      siteKeys: config.siteKeys,
    });
    reply
      .status(page.status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie')
      .header('content-security-policy', pagePolicyForRemotes(remotes, config.publicOrigin))
      .type('text/html; charset=utf-8');
    return { remotes, remote, csrfToken, html };
  }

  /**
   * Step two: the render that fills the root, or null when a strained server leaves it to the
   * browser. Under strain the server hands over the CPU work it can: one viewer's page goes to the
   * browser to render, and a guest gets the page another guest's visit left, with nothing rendered
   * behind it. A guest's page not yet rendered is rendered even so: once, for every guest, and a
   * guest must not get an empty page when a rendered one is possible (issue #58).
   */
  function renderingFor(
    request: FastifyRequest,
    renderer: Pick<ServerRenderer, 'render'>,
    renderRequest: PageRenderRequest,
    strained: boolean,
  ): Promise<ServerRenderResult> | null {
    const forGuest = request.viewer.user === null ? guestPages : null;
    if (forGuest)
      return (strained ? forGuest.kept(renderRequest) : null) ?? forGuest.render(renderRequest);
    return strained ? null : renderer.render(renderRequest);
  }

  /**
   * Step three: the rendered page whole (with an ETag) when it is ready at once or the visitor
   * waits for it whole (`waitsWhole`); else the head at once and the root when rendered. A guest
   * waits whole: a head sent ahead promises a 200 and its page, and a render that fails under a
   * flood (the strain shows only after it began) must be able to become a 503 (see sendFallback).
   */
  async function sendRendering(
    request: FastifyRequest,
    reply: FastifyReply,
    shell: { html: string; csrfToken: string },
    rendering: Promise<ServerRenderResult>,
    waitsWhole: boolean,
  ) {
    const [head, tail] = splitAtRoot(shell.html);
    // A page kept from another guest's visit is ready at once: sent whole, it can have an ETag.
    const ready = await Promise.race([
      rendering,
      new Promise<null>((resolve) => setImmediate(() => resolve(null))),
    ]);
    const result = ready ?? (waitsWhole ? await rendering : null);
    if (result && !result.rendered)
      return sendFallback(request, reply, shell.html, result, retriesLater(request));
    if (result) {
      const body = sharedPageBody(result, tail);
      return sendCachedPage(request, reply, prepareHead(head, shell.csrfToken, body), body);
    }
    // The head goes out at once (the browser starts on the scripts and styles it names), the page
    // when rendered: private and without an ETag, so no cache keeps it should the render fail.
    const body = new PassThrough();
    body.write(head);
    void rendering.then((rendered) => {
      if (!rendered.rendered) noteFallback(request, rendered, 'browser-renders');
      body.end(renderedRoot(rendered, tail));
    });
    return reply.send(body);
  }

  /** A page's HTML: its shell, and its root rendered on the server where it can be. */
  async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
    const shell = await pageShellOf(request, reply, page);
    const route = page.match?.name ?? null;
    if (
      !renderers ||
      !shell.remotes ||
      !rendersOnServer({ route, status: page.status, location: request.url })
    )
      return sendWhole(request, reply, shell.html);
    const strained = app.isStrained();
    const rendering = renderingFor(
      request,
      renderers,
      serverRenderRequestOf(request, { remote: shell.remote, remotes: shell.remotes }),
      strained,
    );
    if (!rendering)
      return sendFallback(request, reply, shell.html, STRAINED, retriesLater(request));
    const waitsWhole =
      request.viewer.user === null || isKnownCrawler(request.headers['user-agent']);
    return sendRendering(request, reply, shell, rendering, waitsWhole);
  }

  const sendPageJson = pageJsonSender(options.pages, config.publicOrigin);

  app.get('/*', async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const query = search ? `?${search}` : '';
    const redirect = FIXED_REDIRECTS[pathname] ?? legacyShopRedirect(pathname);
    if (redirect) return reply.redirect(`${redirect}${query}`, 301);
    const match = matchPageRoute(pathname);
    const format = (request.query as { format?: string }).format === 'json' ? 'json' : 'html';
    // The category route rule (spec §2) applied before rendering, so the page is rendered at the address the browser will keep.
    const categoryQuery =
      format === 'html' && (match?.name === 'categoryIndex' || match?.name === 'categoryShow')
        ? categoryRouteQuery(search)
        : null;
    if (categoryQuery) return reply.redirect(`${pathname}${categoryQuery}`, 302);
    // Someone signed in has nothing to do on the sign-in page a return_to sent them to: on to where it leads, if it stays on the site.
    const signInQuery = new URLSearchParams(search);
    if (
      format === 'html' &&
      match?.name === 'login' &&
      request.viewer.user &&
      [...signInQuery.keys()].join() === 'return_to'
    )
      return reply.redirect(safeReturnPath(signInQuery.get('return_to')), 303);
    if (format === 'json') {
      if (!match) throw notFound();
      return sendPageJson(request, reply, match, pathname);
    }
    const page = match && (await options.pages.load(request, match, format));
    return page
      ? sendHtml(request, reply, {
          meta: heads.metaDataOf(page, pathname),
          match,
          status: 200,
          structuredData: page.structuredData,
        })
      : sendHtml(request, reply, {
          meta: { ...NOT_FOUND_META, image: heads.siteImage },
          match: null,
          status: 404,
        });
  });
}
