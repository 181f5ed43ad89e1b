import { EMAIL_CHANGE_TOKEN_PARAM } from '../auth/email-change';
import { MAILED_SIGN_IN_PARAM, type MailedSignInKind } from '../auth/mailed-sign-in';
import { PAGE_ROUTES, type PageRouteName } from './page-routes';

type RouteOf<Name extends PageRouteName> = Extract<(typeof PAGE_ROUTES)[number], { name: Name }>;

/** `'/reviews/stores/:shopSlug'` → `'shopSlug'`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route's pattern names, each a string. */
export type PagePathParams<Name extends PageRouteName> = {
  [Param in ParamNames<RouteOf<Name>['pattern']>]: string;
};

/** The pattern of a page route (`/reviews/stores/:shopSlug`), for a router's `<Route path>`. */
export function pagePattern(name: PageRouteName): string {
  return PAGE_ROUTES.find((route) => route.name === name)!.pattern;
}

/**
 * The path of a page route with its params filled in, each encoded as one path segment; an
 * optional query (without '?') and hash (without '#') follow. The one way links are built, so a
 * route's path is written once, in PAGE_ROUTES.
 */
export function pagePath<Name extends PageRouteName>(
  name: Name,
  ...[params, extra]: keyof PagePathParams<Name> extends never
    ? [params?: Record<string, never>, extra?: { query?: string; hash?: string }]
    : [params: PagePathParams<Name>, extra?: { query?: string; hash?: string }]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = pagePattern(name).replace(/:(\w+)/g, (_match, param: string) =>
    encodeURIComponent(values[param]!),
  );
  return `${path}${extra?.query ? `?${extra.query}` : ''}${extra?.hash ? `#${extra.hash}` : ''}`;
}

/** The sign-in page, coming back to `returnTo` (a path on this site) once signed in. */
export function signInPath(returnTo: string): string {
  return pagePath('login', {}, { query: new URLSearchParams({ return_to: returnTo }).toString() });
}

/** The query parameter of the sign-in page that carries a sign-up's confirmation token. */
export const SIGN_UP_TOKEN_PARAM = 'confirm';

/** Where the link sent to finish a sign-up leads: the sign-in page, which offers to finish it. */
export function signUpConfirmPath(token: string, returnTo?: string): string {
  // Issue #29: finishing sign-up returns to where it began (made safe by safeReturnPath on both ends).
  const query = new URLSearchParams({
    [SIGN_UP_TOKEN_PARAM]: token,
    ...(returnTo ? { return_to: returnTo } : {}),
  });
  return pagePath('login', {}, { query: query.toString() });
}

/** Where a password reset or sign-in link leads: the sign-in page, which offers to finish it. */
export function mailedSignInPath(kind: MailedSignInKind, token: string): string {
  return pagePath(
    'login',
    {},
    { query: new URLSearchParams({ [MAILED_SIGN_IN_PARAM[kind]]: token }).toString() },
  );
}

/** Where the link mailed to a new sign-in address leads: the page that confirms the change. */
export function emailChangeConfirmPath(token: string): string {
  return pagePath(
    'profileEmailConfirm',
    {},
    { query: new URLSearchParams({ [EMAIL_CHANGE_TOKEN_PARAM]: token }).toString() },
  );
}

/** Where the link in the notice to the old address leads: the page that undoes the change. */
export function emailChangeUndoPath(token: string): string {
  return pagePath(
    'profileEmailUndo',
    {},
    { query: new URLSearchParams({ [EMAIL_CHANGE_TOKEN_PARAM]: token }).toString() },
  );
}

/** The query parameter of the unsubscribe page that carries its signed token. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';

/** Where a notification's unsubscribe link leads: the page that stops that kind of e-mail. */
export function unsubscribePath(token: string): string {
  return pagePath(
    'profileUnsubscribe',
    {},
    { query: new URLSearchParams({ [UNSUBSCRIBE_TOKEN_PARAM]: token }).toString() },
  );
}
