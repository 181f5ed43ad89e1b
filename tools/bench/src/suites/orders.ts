import { startSiteServer, startSmtpSink, stopSiteServer } from '@vouch/site-runner';
import { cpuSpeedIndex } from '../machine';
import {
  demoShopOrdersKey,
  measureOrdersIntake,
  measureReviewRequestSending,
  setReviewRequestDelay,
} from '../orders-intake';
import { markdownTable, met, recordSuite } from '../report';
import { dataLabel, serverSentence, suiteKey, type Suite } from './suite';

/** Issue #55's bars, stated at CPU speed index 70 (a time at index S counts S/70 times itself). */
const BARS = { intakeSeconds: 60, searchP95Ms: 15, routeSlowdown: 2, speedIndex: 70 };
/** Orders in requests of 500, as the bar says. */
const BATCH = 500;

/**
 * Issue #55's bench: 10,000 orders (or --orders) sent by API in requests of 500 while search is
 * measured, then every one of their review requests made due at once and sent to a local SMTP
 * server while the public routes are measured. Its own site (SMTP to the bench's sink).
 */
export const ordersSuite: Suite = {
  name: 'orders',
  description:
    'orders by API in requests of 500 beside search, then their review requests sent over SMTP beside the public routes',
  inAll: false,
  needs: 'build',
  async run(context) {
    const { databaseUrl, seconds, command, measuredAt, machine } = context;
    const orders = context.orders ?? 10_000;
    const sink = await startSmtpSink({ countOnly: true });
    const site = await startSiteServer({
      port: context.port + 2,
      ...(databaseUrl ? { databaseUrl } : { seed: 'default' }),
      env: {
        SMTP_URL: sink.url,
        REVIEW_REQUEST_INTERVAL_MS: '1000',
        // The bench is one key sending as fast as it can: the limit would only slow it.
        API_REQUESTS_PER_MINUTE: '100000',
      },
    });
    try {
      const { key, owner } = await demoShopOrdersKey(site.origin);
      // Fulfilled three days ago, asked after seven: nothing is due while the orders arrive.
      await setReviewRequestDelay(site.origin, owner, 7);
      const speedIndex = cpuSpeedIndex();
      const intake = await measureOrdersIntake(site.origin, key, {
        run: `bench${Date.now()}`,
        orders,
        batch: BATCH,
        fulfilledDaysAgo: 3,
        seconds,
      });
      const sending = await measureReviewRequestSending(site.origin, owner, sink, orders, seconds);
      await setReviewRequestDelay(site.origin, owner, 7);

      const atBar = (value: number) => (value * speedIndex) / BARS.speedIndex;
      const intakeAtBar = atBar(intake.seconds);
      const searchAtBar = atBar(intake.searchDuring.p95);
      const bars = [
        `- ${orders.toLocaleString('en')} orders in requests of ${BATCH}: ${intake.seconds} s at CPU speed index ${speedIndex}, ${intakeAtBar.toFixed(1)} s at index ${BARS.speedIndex} (bar ${BARS.intakeSeconds}) ${met(intakeAtBar < BARS.intakeSeconds)}`,
        `- search p95 meanwhile: ${intake.searchDuring.p95} ms, ${searchAtBar.toFixed(1)} ms at index ${BARS.speedIndex} (bar ${BARS.searchP95Ms}) ${met(searchAtBar < BARS.searchP95Ms)}`,
        ...sending.routesBefore.map((before, index) => {
          const during = sending.routesDuring[index]!;
          const ratio = during.p95 / Math.max(before.p95, 0.01);
          return `- ${before.endpoint} p95 while ${orders.toLocaleString('en')} review requests go out: ${during.p95} ms against ${before.p95} ms before, ×${ratio.toFixed(2)} (bar ×${BARS.routeSlowdown}) ${met(ratio <= BARS.routeSlowdown)}`;
        }),
      ];
      const body = [
        `${dataLabel(context)}. ${await serverSentence(context)} The demo shop's owner makes an API key; ${orders.toLocaleString('en')} orders (one line item each, over 2,000 products new to the shop) go in requests of ${BATCH}, one after another, while one connection asks for searches (a common word and a category's) throughout; the same searches alone before. The orders are fulfilled three days before and the shop asks after seven, so none is due; then the owner sets the delay to 0 and every request is due at once: the scheduler (one process, rounds of 500 in a transaction each) queues them in the outbox and the worker sends them over SMTP to a smtp-server in the bench process (counting them, not parsing them), while one connection measures each public route for ${seconds} s; the same routes before.`,
        '',
        ...bars,
        '',
        markdownTable(
          ['measured', 'figure'],
          [
            ['orders a second', intake.ordersPerSecond],
            [`request of ${BATCH} orders, p95 ms`, intake.requestP95Ms],
            [
              'search p95 ms, alone / beside the orders',
              `${intake.searchBefore.p95} / ${intake.searchDuring.p95}`,
            ],
            ['review requests sent a second (queued to accepted by SMTP)', sending.perSecond],
            ['all review requests sent, s', sending.seconds],
          ],
        ),
      ].join('\n');
      recordSuite({
        suite: suiteKey(context, 'orders'),
        title: `Orders by API and review requests over SMTP, ${dataLabel(context)}`,
        command,
        measuredAt,
        machine,
        body,
      });
      console.table({
        intake,
        sending: { ...sending, routesBefore: undefined, routesDuring: undefined },
      });
    } finally {
      await stopSiteServer(site);
      await sink.close();
    }
  },
};
