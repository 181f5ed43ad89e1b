import { SERVER_STATE_ELEMENT_ID } from '@vouch/domain';

/** The root a page the server left for the browser to render arrives with. */
export const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** What the server rendered inside a page's root, or null when it sent the page for the browser to render. */
export function serverRenderedRoot(html: string): string | null {
  const stateAt = html.indexOf(`id="${SERVER_STATE_ELEMENT_ID}"`);
  return EMPTY_ROOT.test(html) || stateAt === -1
    ? null
    : html.slice(html.search(/<div id="?root"?>/), stateAt);
}
