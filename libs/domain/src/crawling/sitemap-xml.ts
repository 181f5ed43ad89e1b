/** The sitemaps.org protocol's cap on the URLs of one sitemap file (and on the files of one index). */
export const SITEMAP_MAX_URLS = 50_000;

/** Where crawlers find the sitemap index (robots.txt names it). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** The kinds of sitemap file, each numbered from 1: `/sitemaps/products-1.xml`. */
export const SITEMAP_KINDS = ['pages', 'shops', 'products', 'categories', 'profiles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One sitemap file: its kind and its number (from 1). */
export interface SitemapFile {
  kind: SitemapKind;
  number: number;
}

/** The path of one sitemap file: `/sitemaps/products-2.xml`. */
export function sitemapFilePath({ kind, number }: SitemapFile): string {
  return `/sitemaps/${kind}-${number}.xml`;
}

const FILE_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,8})\\.xml$`);

/** The sitemap file a name under /sitemaps/ names (`products-2.xml`); null for any other name. */
export function sitemapFileFromName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

/**
 * The ids file `number` covers when each file takes `perFile` consecutive ids: those above
 * `afterId` and up to `lastId`. A row keeps its file however many rows come or go elsewhere, and
 * no file can hold more than `perFile` rows.
 */
export function sitemapIdRange(
  number: number,
  perFile: number,
): { afterId: number; lastId: number } {
  return { afterId: (number - 1) * perFile, lastId: number * perFile };
}

/** How many files `perFile` consecutive ids each take to cover ids up to `maxId` (0 when there are none). */
export function sitemapFileCount(maxId: number | null, perFile: number): number {
  return maxId === null || maxId < 1 ? 0 : Math.ceil(maxId / perFile);
}

// XML 1.0 refuses these characters even escaped: C0 controls but tab and newlines, lone surrogates, U+FFFE and U+FFFF.
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute: the five special characters escaped, characters XML cannot hold dropped. */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** A W3C datetime to the second, in UTC (`2024-05-01T12:00:00Z`), as `<lastmod>` takes it. */
export function sitemapLastmod(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** One entry of a sitemap file or index: an absolute address and, when known, when it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

function entryXml(element: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${sitemapLastmod(lastmod)}</lastmod>` : '';
  return `<${element}><loc>${xmlEscape(loc)}</loc>${modified}</${element}>\n`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The start of a sitemap file; its `<url>` entries follow (sitemapUrlsXml), then SITEMAP_URLSET_END. */
export const SITEMAP_URLSET_START = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const SITEMAP_URLSET_END = '</urlset>\n';

/** `<url>` entries of a sitemap file, one a line. */
export function sitemapUrlsXml(entries: readonly SitemapEntry[]): string {
  return entries.map((entry) => entryXml('url', entry)).join('');
}

/** A whole sitemap index: one `<sitemap>` entry per file. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files.map((file) => entryXml('sitemap', file)).join('')}</sitemapindex>\n`;
}
