import type { PageRouteName } from './page-routes';

/**
 * The public pages, which arrive rendered from the server with their content (for crawlers, link
 * previews and slow phones). The rest are one viewer's (profile edit, write-review, disputes,
 * arbitrator, feed) or the shell's own (sign-in) and are rendered in the browser.
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
]);
