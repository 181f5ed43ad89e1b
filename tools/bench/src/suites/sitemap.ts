import { startSiteServer, stopSiteServer } from '@vouch/site-runner';
import { markdownTable, recordSuite } from '../report';
import { measureSitemapFile } from '../sitemap-file';
import { dataLabel, suiteKey, type Suite } from './suite';

export const sitemapSuite: Suite = {
  name: 'sitemap',
  description:
    "reads the fullest products sitemap file (50,000 URLs at a million products) SITEMAP_RUNS times (5) with the server's memory around it; needs no build",
  inAll: false,
  needs: 'nothing',
  async run(context) {
    const { port, databaseUrl, command, measuredAt, machine } = context;
    // Sitemaps need no built pages: the API alone, on the data asked for.
    const server = await startSiteServer(
      databaseUrl
        ? { port, databaseUrl, env: { SERVE_SITE: 'false' } }
        : { port, seed: 'default', env: { SERVE_SITE: 'false' } },
    );
    try {
      const runs = Number(process.env.SITEMAP_RUNS) || 5;
      const figures = await measureSitemapFile(server.origin, server.process.pid!, runs);
      const body = [
        `\`${figures.path}\` (${figures.urls.toLocaleString('en-US')} URLs, ${figures.megabytes} MB uncompressed) read whole ${runs} times after one warm-up, gzip on the wire, from one connection. The file streams from the database in keyset batches of 2,000 rows (apps/api/src/modules/sitemaps); memory is the server's resident set (its process and children), sampled every 250 ms.`,
        '',
        markdownTable(
          [
            'URLs',
            'first byte p50 ms',
            'whole file p50 ms',
            'slowest ms',
            'memory before MB',
            'highest during MB',
            'after MB',
          ],
          [
            [
              figures.urls,
              figures.firstByteP50,
              figures.totalP50,
              figures.totalMax,
              figures.rssBeforeMb,
              figures.rssPeakMb,
              figures.rssAfterMb,
            ],
          ],
        ),
      ].join('\n');
      recordSuite({
        suite: suiteKey(context, 'sitemap'),
        title: `Sitemap file: ${dataLabel(context)}`,
        command,
        measuredAt,
        machine,
        body,
      });
      console.table([figures]);
    } finally {
      await stopSiteServer(server);
    }
  },
};
