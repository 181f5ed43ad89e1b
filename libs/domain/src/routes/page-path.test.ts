import { matchPageRoute, PAGE_ROUTES } from './page-routes';
import { EMAIL_CHANGE_TOKEN_PARAM } from '../auth/email-change';
import { MAILED_SIGN_IN_PARAM } from '../auth/mailed-sign-in';
import {
  emailChangeConfirmPath,
  emailChangeUndoPath,
  mailedSignInPath,
  pagePath,
  pagePattern,
  signInPath,
  signUpConfirmPath,
  SIGN_UP_TOKEN_PARAM,
  UNSUBSCRIBE_TOKEN_PARAM,
  unsubscribePath,
} from './page-path';

describe('pagePath: links built from the one route table (spec §2 "Screens and routes")', () => {
  it('fills each param as one encoded segment, so the path matches its route with the same params', () => {
    const path = pagePath('product', { shopSlug: 'acme & co', productHandle: 'red/mug' });
    expect(path).toBe('/reviews/stores/acme%20%26%20co/products/red%2Fmug');
    expect(matchPageRoute(path)).toEqual({
      name: 'product',
      pattern: pagePattern('product'),
      params: { shopSlug: 'acme & co', productHandle: 'red/mug' },
    });
  });

  it('gives routes without params their plain path, with a query and a hash when asked', () => {
    expect(pagePath('home')).toBe('/reviews');
    expect(pagePath('PageSearch', {}, { query: 'q=mug' })).toBe('/reviews/search?q=mug');
    expect(pagePath('trust', {}, { hash: 'terms' })).toBe('/reviews/trust#terms');
  });

  it('round-trips every route of the table', () => {
    for (const route of PAGE_ROUTES) {
      const params = Object.fromEntries(
        [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `${name}-value`]),
      );
      const path = (pagePath as (name: string, params: Record<string, string>) => string)(
        route.name,
        params,
      );
      expect(matchPageRoute(path)).toMatchObject({ name: route.name, params });
    }
  });

  it('sends a visitor to sign in and back to the page they were on', () => {
    const path = signInPath('/reviews/feed?store_events=false');
    expect(path.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('return_to')).toBe(
      '/reviews/feed?store_events=false',
    );
  });

  it("leads a sign-up's link to the sign-in page, which offers to finish it with the token", () => {
    const path = signUpConfirmPath('a+b/c=');
    expect(path.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get(SIGN_UP_TOKEN_PARAM)).toBe('a+b/c=');
    expect(new URLSearchParams(path.split('?')[1]).has('return_to')).toBe(false);
  });

  it('returns from a sign-up link to where sign-up began (issue #29: "the sign-up link returns to where sign-up began")', () => {
    const path = signUpConfirmPath('tok', '/reviews/stores/harbor-outfitters?page=2');
    expect(new URLSearchParams(path.split('?')[1]).get('return_to')).toBe(
      '/reviews/stores/harbor-outfitters?page=2',
    );
  });

  it("leads an e-mail change's two links to the profile's confirm and undo pages, each with its token", () => {
    for (const [path, name] of [
      [emailChangeConfirmPath('a+b/c='), 'profileEmailConfirm'],
      [emailChangeUndoPath('a+b/c='), 'profileEmailUndo'],
    ] as const) {
      const [pathname, query] = path.split('?');
      expect(matchPageRoute(pathname!)?.name).toBe(name);
      expect(new URLSearchParams(query).get(EMAIL_CHANGE_TOKEN_PARAM)).toBe('a+b/c=');
    }
  });

  it("leads an unsubscribe link to the profile's unsubscribe page with its token", () => {
    const [pathname, query] = unsubscribePath('a+b/c=').split('?');
    expect(matchPageRoute(pathname!)?.name).toBe('profileUnsubscribe');
    expect(new URLSearchParams(query).get(UNSUBSCRIBE_TOKEN_PARAM)).toBe('a+b/c=');
  });

  it('leads password reset and sign-in links to the sign-in page, each kind under its own parameter', () => {
    for (const kind of ['password_reset', 'sign_in'] as const) {
      const [pathname, query] = mailedSignInPath(kind, 'a+b/c=').split('?');
      expect(matchPageRoute(pathname!)?.name).toBe('login');
      expect(new URLSearchParams(query).get(MAILED_SIGN_IN_PARAM[kind])).toBe('a+b/c=');
    }
    // The sign-in page tells the three links apart by their parameter.
    expect(
      new Set([
        SIGN_UP_TOKEN_PARAM,
        MAILED_SIGN_IN_PARAM.password_reset,
        MAILED_SIGN_IN_PARAM.sign_in,
      ]).size,
    ).toBe(3);
  });
});
