import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MetaData } from '@vouch/contracts';
import { linkPreviewImage, type PageRouteMatch } from '@vouch/domain';
import { notFound } from '../../http/http-error';
import { sendCacheable } from '../../http/send-cacheable';
import type { LoadedPage, PageLoader } from './loaded-page';

/**
 * Pages' heads as every answer gives them, for the site at `publicOrigin`: its canonical address,
 * and the site's picture (`siteImage`) where a page has none.
 */
export function pageHeads(publicOrigin: string) {
  const siteImage = linkPreviewImage({ kind: 'site' }, publicOrigin);
  return {
    siteImage,
    metaDataOf: (page: LoadedPage, pathname: string): MetaData => ({
      ...page.meta,
      canonical_url: `${publicOrigin}${pathname}`,
      image: page.meta.image ?? siteImage,
    }),
  };
}

/**
 * Answers a page's `?format=json` (spec §7: its `meta_data` and its data), cached as the spec says
 * (§9: "Profile and category responses cached 60 s, shop 120 s"); 404 for a page naming nothing.
 */
export function pageJsonSender(pages: PageLoader, publicOrigin: string) {
  const { metaDataOf } = pageHeads(publicOrigin);
  return async function sendPageJson(
    request: FastifyRequest,
    reply: FastifyReply,
    match: PageRouteMatch,
    pathname: string,
  ) {
    const page = await pages.load(request, match, 'json');
    if (!page) throw notFound();
    return sendCacheable(
      request,
      reply,
      { meta_data: metaDataOf(page, pathname), ...page.data },
      match.name === 'shop' ? 120 : 60,
      page.cache ?? 'public',
    );
  };
}
