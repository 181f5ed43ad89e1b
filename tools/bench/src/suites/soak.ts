import { markdownTable, met, recordSuite } from '../report';
import { soak } from '../soak';
import type { Suite } from './suite';

export const soakSuite: Suite = {
  name: 'soak',
  description: 'SOAK_SECONDS (600) of mixed load at 16 connections on --database-url',
  inAll: false,
  postgresOnly: true,
  needs: 'site',
  async run({ site, data, command, measuredAt, machine }) {
    const soakSeconds = Number(process.env.SOAK_SECONDS) || 600;
    const figures = await soak(site.origin, site.process.pid!, 16, soakSeconds);
    const [first, ...rest] = figures.minutes;
    const last = figures.minutes.at(-1)!;
    const errors = figures.minutes.reduce((sum, minute) => sum + minute.errors, 0);
    const memoryGrowth = first ? (last.rssMb - first.rssMb) / first.rssMb : 0;
    // The last row is a partial minute when the run did not end on one: left out of the steadiness check.
    const whole = figures.minutes.length > 1 ? figures.minutes.slice(0, -1) : figures.minutes;
    const p99s = whole.map((minute) => minute.p99);
    const body = [
      `${soakSeconds / 60} minutes at 16 connections on the ${data} data: 13 shoppers reading the public pages in turn (home, categories, shop and product JSON, searches, store search, instant search), one client signing the second demo reviewer in and out again and again, one following and unfollowing the demo shop as the demo reviewer, one posting and withdrawing the demo owner's reply. Memory is the server's resident set (its process and children) at the end of each minute; the last row is the partial last minute.`,
      '',
      `- no errors: ${errors} ${met(errors === 0)}${
        figures.errorKinds.length > 0
          ? ` (${figures.errorKinds
              .slice(0, 5)
              .map(([kind, count]) => `${count} × ${kind}`)
              .join('; ')})`
          : ''
      }`,
      `- memory at the end at most 10% above after the first minute (no leak; it may fall as the collector runs): ${first?.rssMb} MB -> ${last.rssMb} MB (${memoryGrowth >= 0 ? '+' : ''}${(memoryGrowth * 100).toFixed(1)}%) ${met(memoryGrowth <= 0.1)}`,
      `- p99 steady: per-minute p99 from ${Math.min(...p99s)} to ${Math.max(...p99s)} ms ${met(Math.max(...p99s) <= 2 * Math.min(...p99s))} (bar: the highest at most twice the lowest)`,
      '',
      markdownTable(
        ['minute', 'requests', 'errors', 'p50 ms', 'p99 ms', 'server memory MB'],
        [first!, ...rest].map((minute) => [
          minute.minute,
          minute.requests,
          minute.errors,
          minute.p50,
          minute.p99,
          minute.rssMb,
        ]),
      ),
    ].join('\n');
    recordSuite({
      suite: `soak-postgres-${data}`,
      title: `Soak: PostgreSQL server, ${data} data`,
      command: `SOAK_SECONDS=${soakSeconds} ${command}`,
      measuredAt,
      machine,
      body,
    });
    console.table(figures.minutes);
  },
};
