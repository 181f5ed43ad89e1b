import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { SERVER_STATE_ELEMENT_ID } from '@vouch/domain';
import { measureThroughput, percentiles, type ThroughputFigures } from './http-load';
import { markdownTable } from './report';

/** Issue #27's bars, on the large data on PostgreSQL at CPU speed index 70. */
export const SERVER_RENDERING_BARS = { productP95: 40, rps: 300, firstByteP95: 15, speedIndex: 70 };
/** Different products whose pages are measured, spread over the products sitemap files. */
export const PRODUCT_COUNT = 200;
/** Timed passes over the products from one connection, after one untimed pass. */
const PRODUCT_PASSES = 2;
/** Requests to the shop page and to home from one connection, after a few untimed ones. */
const PAGE_REQUESTS = 50;
const PAGE_WARM_UPS = 5;
const CONNECTIONS = 16;
/** The server loads remotes' server builds after it is ready: pages before that are rendered in the browser. */
const RENDERER_WAIT_MS = 60_000;

/** What a browser sends for a page: HTML, compressed as the server compresses for browsers. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
};

/** Who rendered a page: the server (its state script is there), the browser (empty root), or neither (an error page). */
export type Rendering = 'server' | 'browser' | 'neither';

export interface PageTiming {
  path: string;
  status: number;
  /** From sending the request to the first byte of the body (the head, flushed before the render), ms. */
  firstByteMs: number;
  /** To the last byte, ms. */
  totalMs: number;
  rendering: Rendering;
}

const SERVER_STATE = new RegExp(`<script[^>]*id="?${SERVER_STATE_ELEMENT_ID}"?`);
// The built template is minified: the root's attribute may have lost its quotes.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** Who rendered the page whose HTML this is. */
export function renderingOf(html: string): Rendering {
  if (SERVER_STATE.test(html)) return 'server';
  return EMPTY_ROOT.test(html) ? 'browser' : 'neither';
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** One page as a browser asks for it, timed to its first body byte and its last; failures count as status 0. */
export function timePage(origin: string, path: string, agent: http.Agent): Promise<PageTiming> {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByteMs = 0;
    const failed = () =>
      resolve({
        path,
        status: 0,
        firstByteMs,
        totalMs: performance.now() - started,
        rendering: 'neither',
      });
    const request = http.get(
      `${origin}${path}`,
      { agent, headers: BROWSER_HEADERS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - started;
          chunks.push(chunk);
        });
        response.on('error', failed);
        response.on('end', () => {
          const totalMs = performance.now() - started;
          let rendering: Rendering = 'neither';
          try {
            rendering = renderingOf(
              decoded(Buffer.concat(chunks), response.headers['content-encoding']),
            );
          } catch {
            // An answer that does not decode was rendered by no one.
          }
          resolve({ path, status: response.statusCode ?? 0, firstByteMs, totalMs, rendering });
        });
      },
    );
    request.on('error', failed);
  });
}

/** Every path in turn from one keep-alive connection. */
async function timeInTurn(origin: string, paths: readonly string[]): Promise<PageTiming[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const timings: PageTiming[] = [];
    for (const path of paths) timings.push(await timePage(origin, path, agent));
    return timings;
  } finally {
    agent.destroy();
  }
}

/** Every path once, `connections` requests in flight at a time, each on its own keep-alive connection. */
async function timeConcurrently(
  origin: string,
  paths: readonly string[],
  connections: number,
): Promise<PageTiming[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const timings: PageTiming[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) timings.push(await timePage(origin, paths[next++]!, agent));
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
    return timings;
  } finally {
    agent.destroy();
  }
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
  );

/**
 * `count` product page paths evenly spread over the products the sitemap lists (every products
 * file, each giving its share at even steps): the same products on every run of the same data.
 */
export async function productPagePaths(origin: string, count: number): Promise<string[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map(
    (match) => new URL(unescapeXml(match[1]!)).pathname,
  );
  if (files.length === 0) throw new Error('the sitemap index lists no products file');
  const paths: string[] = [];
  for (const [at, file] of files.entries()) {
    const share =
      Math.round((count * (at + 1)) / files.length) - Math.round((count * at) / files.length);
    if (share === 0) continue;
    const response = await fetch(`${origin}${file}`);
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(unescapeXml(match[1]!)).pathname,
    );
    for (let pick = 0; pick < Math.min(share, locs.length); pick++)
      paths.push(locs[Math.floor(((pick + 0.5) * locs.length) / share)]!);
  }
  if (paths.length < count)
    throw new Error(
      `the products sitemap files list ${paths.length} products; ${count} are needed`,
    );
  return paths;
}

/** Waits until the server renders `path` (its remotes' server builds are loaded); how long that took, ms, or null if it never did. */
export async function waitUntilServerRendered(
  origin: string,
  path: string,
  timeoutMs: number,
): Promise<number | null> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  try {
    while (performance.now() - started < timeoutMs) {
      if ((await timePage(origin, path, agent)).rendering === 'server')
        return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return null;
  } finally {
    agent.destroy();
  }
}

export interface PageFigures {
  name: string;
  requests: number;
  /** Answers not 2xx, or requests that failed. */
  errors: number;
  /** Pages the server rendered (the rest fell back to the browser or were errors). */
  serverRendered: number;
  total: { p50: number; p95: number; p99: number; max: number };
  firstByte: { p50: number; p95: number; p99: number; max: number };
}

/** `paths` over and over, `times` in all. */
const repeated = (paths: readonly string[], times: number) =>
  Array.from({ length: times }, () => paths).flat();
const round = (ms: number) => Math.round(ms * 100) / 100;
const rounded = (figures: ReturnType<typeof percentiles>) => ({
  p50: round(figures.p50),
  p95: round(figures.p95),
  p99: round(figures.p99),
  max: round(figures.max),
});

function pageFigures(name: string, timings: readonly PageTiming[]): PageFigures {
  return {
    name,
    requests: timings.length,
    errors: timings.filter((timing) => timing.status < 200 || timing.status >= 300).length,
    serverRendered: timings.filter((timing) => timing.rendering === 'server').length,
    total: rounded(percentiles(timings.map((timing) => timing.totalMs))),
    firstByte: rounded(percentiles(timings.map((timing) => timing.firstByteMs))),
  };
}

export interface ServerRenderedPagesFigures {
  /** How long after the server was ready it first rendered a page, ms; null if it never did. */
  rendererReadyMs: number | null;
  products: number;
  /** The product pages from one connection, one after another. */
  productLatency: PageFigures;
  /** The product pages at 16 connections (autocannon), for requests/s. */
  productThroughput: ThroughputFigures;
  /** A second pass over the products at 16 connections, each page checked for who rendered it. */
  productUnderLoad: PageFigures;
  /** The demo shop's page and home, from one connection. */
  otherPages: PageFigures[];
  /** The slowest product pages (total time) from one connection, each with who rendered it. */
  slowest: PageTiming[];
}

/**
 * Issue #27's figures for server-rendered pages: 200 product pages from one connection (total
 * time and time to first byte), the same pages at 16 connections (requests/s, then a second pass
 * checking who rendered each), and the demo shop's page and home; every page checked for the
 * server's state script, since a page past its render budget falls back to the browser.
 */
export async function measureServerRenderedPages(
  origin: string,
  seconds: number,
): Promise<ServerRenderedPagesFigures> {
  const rendererReadyMs = await waitUntilServerRendered(
    origin,
    `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
    RENDERER_WAIT_MS,
  );
  const products = await productPagePaths(origin, PRODUCT_COUNT);
  // One untimed pass: each page measured as a repeat visitor meets it (database pages and the server's per-product caches warm).
  await timeInTurn(origin, products);
  const timed = await timeInTurn(origin, repeated(products, PRODUCT_PASSES));
  const productLatency = pageFigures(
    `product pages (${products.length} products × ${PRODUCT_PASSES})`,
    timed,
  );
  const productThroughput = await measureThroughput(
    origin,
    {
      name: `product pages (${products.length} products)`,
      paths: products,
      headers: BROWSER_HEADERS,
    },
    CONNECTIONS,
    seconds,
  );
  const productUnderLoad = pageFigures(
    `product pages at ${CONNECTIONS} connections (${products.length} products × ${PRODUCT_PASSES})`,
    await timeConcurrently(origin, repeated(products, PRODUCT_PASSES), CONNECTIONS),
  );
  const otherPages: PageFigures[] = [];
  for (const [name, path] of [
    [`shop page (${DEMO_SHOP.slug})`, `/reviews/stores/${DEMO_SHOP.slug}`],
    ['home', '/reviews'],
  ] as const) {
    await timeInTurn(origin, repeated([path], PAGE_WARM_UPS));
    otherPages.push(pageFigures(name, await timeInTurn(origin, repeated([path], PAGE_REQUESTS))));
  }
  const slowest = [...timed].sort((a, b) => b.totalMs - a.totalMs).slice(0, 5);
  return {
    rendererReadyMs,
    products: products.length,
    productLatency,
    productThroughput,
    productUnderLoad,
    otherPages,
    slowest,
  };
}

const share = (figures: PageFigures) =>
  `${figures.serverRendered}/${figures.requests} (${((100 * figures.serverRendered) / Math.max(1, figures.requests)).toFixed(1)}%)`;

/**
 * The suite's report section: what was measured and on what, issue #27's bars (held to on the
 * large data on PostgreSQL), and the figures as tables.
 */
export function serverRenderedPagesReport(
  figures: ServerRenderedPagesFigures,
  options: { data: string; onLargePostgres: boolean; server: string; seconds: number },
): string {
  const { productLatency: latency, productThroughput: load, productUnderLoad: underLoad } = figures;
  const bars = SERVER_RENDERING_BARS;
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  const budget = Number(process.env.SERVER_RENDER_BUDGET_MS) || 150;
  const table = (rows: PageFigures[]) =>
    markdownTable(
      [
        'pages',
        'requests',
        'total p50',
        'total p95',
        'total p99',
        'first byte p50',
        'first byte p95',
        'first byte p99',
        'server-rendered',
        'errors + non-2xx',
      ],
      rows.map((row) => [
        row.name,
        row.requests,
        row.total.p50,
        row.total.p95,
        row.total.p99,
        row.firstByte.p50,
        row.firstByte.p95,
        row.firstByte.p99,
        share(row),
        row.errors,
      ]),
    );
  return [
    `${options.server} The production build; ${figures.products} different product pages, evenly spread over the products the sitemap files list (tools/bench/src/server-rendered-pages.ts), asked for as a browser asks (\`accept-encoding: br, gzip\`, no cookie: a first visit). Render budget SERVER_RENDER_BUDGET_MS ${budget} ms: a page past it is rendered in the browser, so each answer is checked for the server's state script (\`#${SERVER_STATE_ELEMENT_ID}\`). First byte: from sending the request to the first byte of the body (the head, sent before the render). The server first rendered a page ${figures.rendererReadyMs === null ? `**never** within ${RENDERER_WAIT_MS / 1000} s of being ready` : `${figures.rendererReadyMs} ms after it was ready`}.`,
    '',
    `Issue #27's bars hold on the large data on PostgreSQL at CPU speed index ${bars.speedIndex}; this run is on the ${options.data}${options.onLargePostgres ? '' : ', so they are shown for comparison only'}:`,
    '',
    `- product page HTML over ${figures.products} products p95 under ${bars.productP95} ms from one connection: ${latency.total.p95} ms ${met(latency.total.p95 < bars.productP95)}`,
    `- at least ${bars.rps} requests/s at ${CONNECTIONS} connections: ${load.requestsPerSecond}/s with ${load.errors} errors ${met(load.requestsPerSecond >= bars.rps && load.errors === 0)}`,
    `- time to first byte p95 under ${bars.firstByteP95} ms: ${latency.firstByte.p95} ms ${met(latency.firstByte.p95 < bars.firstByteP95)}`,
    `- every page rendered by the server (no bar; a page that fell back is cheaper for the server): ${share(latency)} from one connection, ${share(underLoad)} at ${CONNECTIONS} connections ${met(latency.serverRendered === latency.requests && underLoad.serverRendered === underLoad.requests)}`,
    '',
    `One connection, requests one after another: each product page ${PRODUCT_PASSES} times after one untimed pass; the shop page and home ${PAGE_REQUESTS} times each after ${PAGE_WARM_UPS} untimed; milliseconds.`,
    '',
    table([figures.productLatency, ...figures.otherPages]),
    '',
    `${CONNECTIONS} connections: autocannon over the ${figures.products} product pages in turn for ${options.seconds} s (requests/s), then a second pass, each page ${PRODUCT_PASSES} times with ${CONNECTIONS} requests in flight, to see who rendered each under that load.`,
    '',
    markdownTable(
      ['pages', 'requests/s', 'p50 ms', 'p99 ms', 'errors + non-2xx'],
      [[load.endpoint, load.requestsPerSecond, load.p50, load.p99, load.errors]],
    ),
    '',
    table([underLoad]),
    '',
    `Slowest product pages from one connection: ${figures.slowest.map((timing) => `\`${timing.path}\` ${round(timing.totalMs)} ms (first byte ${round(timing.firstByteMs)}, ${timing.rendering === 'server' ? 'server-rendered' : `rendered by ${timing.rendering === 'browser' ? 'the browser' : 'no one'}`})`).join('; ')}.`,
  ].join('\n');
}

/** The figures on the console. */
export function printServerRenderedPages(figures: ServerRenderedPagesFigures): void {
  const row = (page: PageFigures) => ({
    pages: page.name,
    requests: page.requests,
    'total p50': page.total.p50,
    'total p95': page.total.p95,
    'total p99': page.total.p99,
    'ttfb p50': page.firstByte.p50,
    'ttfb p95': page.firstByte.p95,
    'ttfb p99': page.firstByte.p99,
    'server-rendered': share(page),
    errors: page.errors,
  });
  console.table([
    row(figures.productLatency),
    ...figures.otherPages.map(row),
    row(figures.productUnderLoad),
  ]);
  console.table([figures.productThroughput]);
}
