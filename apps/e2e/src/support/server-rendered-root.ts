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

/**
 * A page's HTML once the server renders it: a site just started sends pages for the browser to
 * render until it has loaded the remote's server entry (not awaited at start), which on a busy
 * machine comes after the first visits. After `timeoutMs`, the last answer as it is.
 */
export async function firstServerRenderedHtml(url: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const html = await (await fetch(url)).text();
    if (serverRenderedRoot(html) !== null || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
