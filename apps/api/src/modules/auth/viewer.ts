import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cameOverHttps } from '../../http/came-over-https';
import { postedAsForm, postedFromOwnPage } from '../../http/form-posts';
import { forbidden } from '../../http/http-error';
import { csrfTokenFor, csrfTokenMatches } from './csrf-token';
import { reviewOnlySessionMay } from './review-only-session';
import { SESSION_TTL_DAYS, type SessionRepository, type SessionUser } from './session-repository';

const SESSION_COOKIE = 'vouch_session';
const ANONYMOUS_COOKIE = 'vouch_anon';
// Browsers keep a __Host- cookie only if it is Secure, for path / and no Domain: no subdomain or
// plain-HTTP page can set or shadow it. They refuse it over plain HTTP, so local runs keep the plain names.
const HOST_ONLY_PREFIX = '__Host-';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Built files and generated pictures are the same for everyone: no session lookup for them.
const ANONYMOUS_PREFIXES = ['/static/', '/media/'];

/** Who is asking: the signed-in user (or null) and the cookie that keys their CSRF token. */
export interface Viewer {
  user: SessionUser | null;
  sessionToken: string | null;
  anonymousId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    /** The route is authorised by a signed token in the request, never by cookies (a mailed one-click link). */
    csrfExempt?: boolean;
  }
}

export interface ViewerOptions {
  sessions: SessionRepository;
  csrfSecret: string;
  cookieSecure: boolean;
  /** The site is served over HTTPS (PUBLIC_ORIGIN is https): cookies are __Host- prefixed and always Secure. */
  httpsSite: boolean;
}

/** A cookie's name as this deployment sets it: __Host- prefixed on an HTTPS site. */
function cookieName(options: ViewerOptions, name: string): string {
  return options.httpsSite ? `${HOST_ONLY_PREFIX}${name}` : name;
}

/** The session cookie's name here: `__Host-vouch_session` on an HTTPS site, `vouch_session` over plain HTTP. */
export function sessionCookieName(options: ViewerOptions): string {
  return cookieName(options, SESSION_COOKIE);
}

/** Secure on an HTTPS site, when COOKIE_SECURE says so, and whenever the request came over HTTPS. */
function cookieAttributes(request: FastifyRequest, options: ViewerOptions) {
  const secure = options.httpsSite || options.cookieSecure || cameOverHttps(request);
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

function cookieOptions(request: FastifyRequest, options: ViewerOptions, maxAgeDays: number) {
  return { ...cookieAttributes(request, options), maxAge: maxAgeDays * 86_400 };
}

const CSRF_REFUSAL =
  'Your session has expired or the page is out of date. Please reload the page and try again.';

/**
 * Resolves the viewer on every request and refuses any unsafe method whose X-CSRF-Token header
 * does not match the viewer's session (spec §7: post, put and delete carry the token). A page's
 * form posted without script (a `pageForm` route) has no token: its browser's word that it came
 * from this site's own page stands in.
 */
export function registerViewer(app: FastifyInstance, options: ViewerOptions): void {
  app.decorateRequest('viewer', null as unknown as Viewer);

  app.addHook('onRequest', async (request) => {
    const anonymousPath =
      !UNSAFE_METHODS.has(request.method) &&
      ANONYMOUS_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const sessionToken = anonymousPath
      ? null
      : (request.cookies[sessionCookieName(options)] ?? null);
    const sessionUser = sessionToken ? await options.sessions.userForToken(sessionToken) : null;
    // A session from a review request's link is its order's review and nothing else (issue #55).
    const user =
      sessionUser?.review_order_id && !reviewOnlySessionMay(request.url) ? null : sessionUser;
    request.viewer = {
      user,
      sessionToken: sessionUser ? sessionToken : null,
      anonymousId: request.cookies[cookieName(options, ANONYMOUS_COOKIE)] ?? null,
    };
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
    if (request.routeOptions.config?.pageForm && postedAsForm(request)) {
      if (postedFromOwnPage(request)) return;
      throw forbidden('csrf_failed', CSRF_REFUSAL);
    }
    const key = request.viewer.sessionToken ?? request.viewer.anonymousId;
    const presented = request.headers['x-csrf-token'];
    if (
      !key ||
      typeof presented !== 'string' ||
      !csrfTokenMatches(options.csrfSecret, key, presented)
    ) {
      throw forbidden('csrf_failed', CSRF_REFUSAL);
    }
  });
}

/** The viewer's CSRF token, giving a guest an anonymous session cookie first when they have none. */
export function csrfTokenForViewer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ViewerOptions,
): string {
  const { viewer } = request;
  if (viewer.sessionToken) return csrfTokenFor(options.csrfSecret, viewer.sessionToken);
  if (!viewer.anonymousId) {
    viewer.anonymousId = randomBytes(24).toString('base64url');
    reply.setCookie(
      cookieName(options, ANONYMOUS_COOKIE),
      viewer.anonymousId,
      cookieOptions(request, options, 365),
    );
  }
  return csrfTokenFor(options.csrfSecret, viewer.anonymousId);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  options: ViewerOptions,
): void {
  reply.setCookie(
    sessionCookieName(options),
    token,
    cookieOptions(request, options, SESSION_TTL_DAYS),
  );
}

/** Another cookie of the site's own, named and guarded as the session's is (HttpOnly, SameSite=Lax, __Host- on an HTTPS site). */
export function siteCookie(options: ViewerOptions, name: string) {
  const fullName = cookieName(options, name);
  return {
    read: (request: FastifyRequest): string | null => request.cookies[fullName] ?? null,
    set(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
      reply.setCookie(fullName, value, {
        ...cookieAttributes(request, options),
        maxAge: maxAgeSeconds,
      });
    },
    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(fullName, cookieAttributes(request, options));
    },
  };
}

/** Ends the session cookie in the browser, with the attributes it was set with (a __Host- one is dropped only so). */
export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ViewerOptions,
): void {
  reply.clearCookie(sessionCookieName(options), cookieAttributes(request, options));
}
