import { recordSuite } from '../report';
import {
  measureServerRenderedPages,
  printServerRenderedPages,
  serverRenderedPagesReport,
} from '../server-rendered-pages';
import { dataLabel, serverSentence, suiteKey, type Suite } from './suite';

export const ssrSuite: Suite = {
  name: 'ssr',
  description: "times 200 server-rendered product pages, the demo shop's page and home",
  inAll: true,
  needs: 'site',
  async run(context) {
    const { site, databaseUrl, data, seconds, command, measuredAt, machine } = context;
    const figures = await measureServerRenderedPages(site.origin, seconds);
    const body = serverRenderedPagesReport(figures, {
      data: databaseUrl ? `${data} data on PostgreSQL` : 'default data on PGlite (embedded)',
      onLargePostgres: Boolean(databaseUrl) && data === 'large',
      server: await serverSentence(context),
      seconds,
    });
    recordSuite({
      suite: suiteKey(context, 'ssr'),
      title: `Server-rendered pages: ${dataLabel(context)}`,
      command,
      measuredAt,
      machine,
      body,
    });
    console.log(machine);
    printServerRenderedPages(figures);
  },
};
