import type { MetaData, RemotesManifest, SiteKeys } from '@vouch/contracts';
import {
  INLINE_REMOTES_ELEMENT_ID,
  linkPreviewMetaTags,
  scriptSafeJson,
  SERVER_STATE_ELEMENT_ID,
  SITE_KEYS_ELEMENT_ID,
  STRUCTURED_DATA_ELEMENT_ID,
} from '@vouch/domain';
import { escapeHtml } from '../../http/escape-html';
import type { ServerRenderResult } from './server-renderer';

/** Used when the shell has not been built (API tests): the same shape as the real template. */
export const FALLBACK_SHELL_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vouch</title></head><body><div id="root"></div></body></html>`;

export interface PageHead {
  meta: MetaData;
  csrfToken: string;
  loggedIn: boolean;
  /** Schema.org JSON-LD of shop and product pages (spec §5), for crawlers that run no script. */
  structuredData?: object | null;
  /** The page's path, marking whose structured data it is. */
  pathname?: string;
  /** The remotes map, so the shell need not ask `/remotes.json` before it can load the page. */
  remotes?: RemotesManifest;
  /** The page's remote's mf-manifest, preloaded so the shell has it the moment it starts. */
  remoteManifest?: string;
  /** The deployment's public service keys; written only when one is set. */
  siteKeys?: SiteKeys;
}

/**
 * A guest's page is served many times a minute from the caches: its render's state, and the
 * structured data of a cached shop or product head, are the same objects at each visit, and
 * written out once.
 */
const writtenJson = new WeakMap<object, string>();

function scriptSafeJsonOnce(data: object): string {
  let written = writtenJson.get(data);
  if (written === undefined) {
    written = scriptSafeJson(data);
    writtenJson.set(data, written);
  }
  return written;
}

/**
 * The shell's HTML with what must be there before any script runs: the page's title,
 * description, canonical URL, Open Graph and X card tags for crawlers and link previews, the CSRF
 * token (spec §7) and the logged-in flag on <body> (spec §4, last line), and the page's
 * structured data. The client replaces that script (same id) as the shopper moves between pages.
 * The remotes map and the page's remote's manifest are there too, so the shell need not ask for
 * them one after another.
 */
export function renderPageHtml(template: string, head: PageHead): string {
  const { meta } = head;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="csrf-token" content="${escapeHtml(head.csrfToken)}">`,
    `<meta property="og:site_name" content="Vouch">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.canonical_url
      ? [
          `<link rel="canonical" href="${escapeHtml(meta.canonical_url)}">`,
          `<meta property="og:url" content="${escapeHtml(meta.canonical_url)}">`,
        ]
      : []),
    ...(meta.image
      ? linkPreviewMetaTags({ ...meta, image: meta.image }).map(
          (tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}">`,
        )
      : []),
    // Not the remote's scripts: after a failed preload of those, the federation runtime never finishes a retry.
    ...(head.remoteManifest
      ? [
          `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(head.remoteManifest)}">`,
        ]
      : []),
    ...(head.remotes
      ? [
          `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">${scriptSafeJson(head.remotes)}</script>`,
        ]
      : []),
    ...(head.siteKeys && Object.values(head.siteKeys).some((key) => key !== null)
      ? [
          `<script type="application/json" id="${SITE_KEYS_ELEMENT_ID}">${scriptSafeJson(head.siteKeys)}</script>`,
        ]
      : []),
    ...(head.structuredData
      ? [
          `<script type="application/ld+json" id="${STRUCTURED_DATA_ELEMENT_ID}" data-path="${escapeHtml(head.pathname ?? '')}">${scriptSafeJsonOnce(head.structuredData)}</script>`,
        ]
      : []),
  ].join('\n');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', `${tags}</head>`)
    .replace(/<body([^>]*)>/, `<body$1 data-logged-in="${head.loggedIn}">`);
}

// The built template is minified: its attribute may have lost its quotes.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const NO_SCRIPT_NOTICE = /<noscript>[\s\S]*?<\/noscript>/;

/** The page's HTML up to its empty root element, and from there on. */
export function splitAtRoot(html: string): [string, string] {
  const at = html.search(EMPTY_ROOT);
  return at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

/**
 * The rest of the page after `splitAtRoot`'s head: the root with the server's rendering, its
 * styles and the store state the browser hydrates from (and no "needs JavaScript" notice: the
 * page reads without it); the empty root, for the browser to render, when the server did not.
 */
export function renderedRoot(result: ServerRenderResult, tail: string): string {
  const root = EMPTY_ROOT.exec(tail);
  if (!result.rendered || root?.index !== 0) return tail;
  const rest = tail.slice(root[0].length).replace(NO_SCRIPT_NOTICE, '');
  return `${result.styleTags}<div id="root">${result.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJsonOnce(result.state)}</script>${rest}`;
}
