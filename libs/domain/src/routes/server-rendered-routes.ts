import type { PageRouteName } from './page-routes';

/**
 * The public pages, which arrive rendered from the server with their content (for crawlers, link
 * previews and slow phones), and the sign-in page (its form works without script, issue #58;
 * never with a mailed link's token, see carriesMailedToken). The rest are one viewer's (profile
 * edit, write-review, disputes, arbitrator, feed) and are rendered in the browser.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<PageRouteName> = new Set<PageRouteName>([
  'home',
  'howItWorks',
  'medals',
  'trust',
  'categoryIndex',
  'categoryShow',
  'PageSearch',
  'storeSearch',
  'people',
  'shop',
  'product',
  'publicProfile',
  'login',
]);
