import { carriesMailedToken } from '../auth/sign-in-form';
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

/**
 * Whether a page answer is rendered on the server: a page found (200) of a server-rendered route
 * whose address carries no mailed link's token (a rendered page is kept for every guest under its
 * address, and must never keep a token).
 */
export function rendersOnServer(page: {
  route: PageRouteName | null;
  status: number;
  location: string;
}): boolean {
  const query = new URLSearchParams(page.location.split('?')[1] ?? '');
  return (
    page.status === 200 &&
    page.route !== null &&
    SERVER_RENDERED_ROUTES.has(page.route) &&
    !carriesMailedToken(query)
  );
}
