import { gzipSync } from 'node:zlib';
import { launchChromium } from '@vouch/site-runner';

export interface BundleSize {
  app: string;
  page: string;
  files: number;
  gzipBytes: number;
  transferBytes: number;
}

/** A page of each remote; its first page's JavaScript is what the remote must keep small. */
export const REMOTE_FIRST_PAGES: Record<string, string> = {
  'home-feed': '/reviews',
  search: '/reviews/categories',
  'shops-products': '/reviews/stores/harbor-outfitters',
  profile: '/reviews/profile/dana-demo',
  'disputes-arbitrator': '/reviews/arbitrator',
};

/**
 * JavaScript each app makes a real browser download: the shell's on a page no remote renders
 * (/login), each remote's (remoteEntry included) on its first page. gzip is level 9, as the
 * build's precompressed files; transfer is what the server sent (brotli where accepted).
 */
export async function measureBundleSizes(origin: string): Promise<BundleSize[]> {
  const browser = await launchChromium();
  const measure = async (
    app: string,
    page: string,
    belongs: (url: string) => boolean,
  ): Promise<BundleSize> => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const sizes: Promise<{ gzip: number; transfer: number }>[] = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || !belongs(url.pathname)) return;
      sizes.push(
        (async () => ({
          gzip: gzipSync(await response.body(), { level: 9 }).length,
          transfer: (await response.request().sizes()).responseBodySize,
        }))(),
      );
    });
    await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
    const measured = await Promise.all(sizes);
    await context.close();
    return {
      app,
      page,
      files: measured.length,
      gzipBytes: measured.reduce((sum, size) => sum + size.gzip, 0),
      transferBytes: measured.reduce((sum, size) => sum + size.transfer, 0),
    };
  };
  try {
    const results = [await measure('shell', '/login', (path) => path.startsWith('/static/shell/'))];
    for (const [remote, page] of Object.entries(REMOTE_FIRST_PAGES)) {
      results.push(await measure(remote, page, (path) => path.startsWith(`/static/${remote}/`)));
    }
    return results;
  } finally {
    await browser.close();
  }
}
