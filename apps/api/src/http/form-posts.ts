import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpError } from './http-error';

/** A route a page's form may post without script (see postedFromOwnPage): where a refusal goes. */
export interface PageForm {
  /** The page a refused form goes back to (303), saying why; never the fields a user would not want in an address. */
  refusedAt(request: FastifyRequest, error: HttpError): string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    pageForm?: PageForm;
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Lets this plugin's routes take a page's form posted without script (and a mail program's
 * one-click POST): the fields arrive as a plain object, checked by the route's schema like JSON.
 */
export function acceptFormPosts(app: FastifyInstance, bodyLimit = 2048): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form posted without the page's script (or a mail program's one-click POST). */
export const postedAsForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);

/**
 * True when the request comes from another site's page, as browsers say (Sec-Fetch-Site, else
 * Origin against the Host asked). A request saying neither (a mail program, an old client) is not
 * another site's page.
 */
export function postedFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * A form post a browser says came from one of this site's own pages. Such a form carries no CSRF
 * token (a guest's rendered page is shared, the token is the viewer's): every browser that posts a
 * form names its origin, so one that names none is refused.
 */
export function postedFromOwnPage(request: FastifyRequest): boolean {
  const named =
    request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;
  return named && !postedFromAnotherSite(request);
}
