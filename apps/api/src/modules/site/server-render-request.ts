import type { FastifyRequest } from 'fastify';
import type { RemotesManifest } from '@vouch/contracts';
import {
  cookieConsentFrom,
  dateLocaleFrom,
  requestLooksLikePhone,
  savedLocaleFromCookies,
} from '@vouch/domain';
import type { PageRenderRequest } from './server-renderer';

/**
 * The render of the page `request` asks for, with everything of the request the page depends on:
 * its address, the visitor's cookies (their signed-in state), chosen currency and country, date
 * locale (Accept-Language) and what the request says of them (a phone, the cookie question
 * answered). The guests' cache keys its pages by the same (guestPageDescription).
 */
export function serverRenderRequestOf(
  request: Pick<FastifyRequest, 'url' | 'headers' | 'cookies'>,
  page: { remote: string | null; remotes: RemotesManifest },
): PageRenderRequest {
  return {
    location: request.url,
    remote: page.remote,
    remotes: page.remotes,
    cookie: request.headers.cookie,
    savedLocale: {
      ...savedLocaleFromCookies(request.cookies),
      dateLocale: dateLocaleFrom(request.headers['accept-language']),
    },
    hints: {
      phone: requestLooksLikePhone(request.headers),
      cookieConsentAnswered: cookieConsentFrom(request.headers.cookie ?? '') !== null,
    },
  };
}
