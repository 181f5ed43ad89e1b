import { treeRssMb } from './soak';

export interface SitemapFileFigures {
  /** The file measured (the products file with the most URLs among the index's first ones). */
  path: string;
  urls: number;
  /** Uncompressed size, MB. */
  megabytes: number;
  runs: number;
  /** Time to the first byte and to the whole file, median and slowest of the runs, ms. */
  firstByteP50: number;
  totalP50: number;
  totalMax: number;
  /** The server's resident memory (its process and children) before the first run, highest sampled during them, after, MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Reads one whole sitemap file as a crawler does (compressed on the wire), counting its URLs. */
async function readFile(
  url: string,
): Promise<{ firstByteMs: number; totalMs: number; urls: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let firstByteMs = 0;
  let urls = 0;
  let bytes = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    // Count `<url>` across chunk boundaries without keeping the file.
    const text = tail + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    tail = text.slice(-4);
  }
  return { firstByteMs, totalMs: performance.now() - started, urls, bytes };
}

/**
 * The products sitemap file holding the most URLs among the first the index lists (50,000 at a
 * million products), read whole `runs` times after one warm-up, with the server's memory around it.
 */
export async function measureSitemapFile(
  origin: string,
  serverPid: number,
  runs: number,
): Promise<SitemapFileFigures> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  if (files.length === 0) throw new Error('the sitemap index lists no products file');
  const candidates = await Promise.all(
    files
      .slice(0, 3)
      .map(async (path) => ({ path, urls: (await readFile(`${origin}${path}`)).urls })),
  );
  const { path } = candidates.reduce((best, candidate) =>
    candidate.urls > best.urls ? candidate : best,
  );
  const rssBeforeMb = treeRssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(serverPid))), 250);
  const timings: Awaited<ReturnType<typeof readFile>>[] = [];
  try {
    for (let run = 0; run < runs; run++) timings.push(await readFile(`${origin}${path}`));
  } finally {
    clearInterval(sampler);
  }
  const plain = await (
    await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } })
  ).arrayBuffer();
  return {
    path,
    urls: timings[0]!.urls,
    megabytes: Math.round(plain.byteLength / 100_000) / 10,
    runs,
    firstByteP50: Math.round(median(timings.map((timing) => timing.firstByteMs))),
    totalP50: Math.round(median(timings.map((timing) => timing.totalMs))),
    totalMax: Math.round(Math.max(...timings.map((timing) => timing.totalMs))),
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: treeRssMb(serverPid),
  };
}
