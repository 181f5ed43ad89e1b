import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { throughputSection } from '../endpoint-figures';
import { measureLatency, measureThroughput, type NamedEndpoint } from '../http-load';
import { markdownTable, recordSuite } from '../report';
import { dataLabel, suiteKey, type Suite } from './suite';

/** What shoppers type: whole words, prefixes mid-word, typos, two words, brands, rare words. */
const INSTANT_SEARCH_TEXTS = [
  'backpack',
  'backp',
  'bakcpack',
  'running sh',
  'runnign',
  'dress',
  'dre',
  'merino',
  'merino sock',
  'coffee',
  'cofee',
  'yoga m',
  'headphones',
  'headphnes',
  'leather',
  'leather bel',
  'aurora',
  'zephyr',
  'cotton t',
  'lamp',
  'candle',
  'cand',
  'watch',
  'smartwatch',
  'dog bed',
  'dog',
  'cat toy',
  'tent',
  'bike helm',
  'sunscreen',
  'serum',
  'lipstick',
  'kettle',
  'chef kni',
  'mug',
  'wireless ear',
  'earbud',
  'protein',
  'vitamin d',
  'matcha',
];

const ENDPOINTS: NamedEndpoint[] = [
  { name: 'healthz', paths: ['/healthz'] },
  { name: 'me.json (guest, with rates)', paths: ['/reviews/me.json?exchange_rates=true'] },
  { name: 'home meta', paths: ['/reviews?format=json'] },
  { name: 'shop meta', paths: [`/reviews/stores/${DEMO_SHOP.slug}?format=json`] },
  {
    name: 'product meta',
    paths: [`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`],
  },
  {
    name: 'product page HTML',
    paths: [`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`],
  },
  { name: 'all_categories', paths: ['/reviews/all_categories'] },
  {
    name: `instant_search (${INSTANT_SEARCH_TEXTS.length} texts)`,
    paths: INSTANT_SEARCH_TEXTS.map(
      (text) => `/reviews/instant_search?q=${encodeURIComponent(text)}`,
    ),
  },
];

export const httpSuite: Suite = {
  name: 'http',
  description:
    'the named endpoints (healthz, page meta, product page HTML, instant search) at one and at 16 connections',
  inAll: true,
  needs: 'site',
  async run(context) {
    const { site, seconds, command, measuredAt, machine } = context;
    const latency = [];
    const throughput = [];
    for (const endpoint of ENDPOINTS) {
      latency.push(await measureLatency(site.origin, endpoint, seconds));
      throughput.push(await measureThroughput(site.origin, endpoint, 16, seconds));
    }
    const body = [
      `One connection, requests one after another (${seconds} s each, after 20 warm-up requests); milliseconds.`,
      '',
      markdownTable(
        ['endpoint', 'requests', 'p50', 'p95', 'p99', 'errors'],
        latency.map((row) => [row.endpoint, row.requests, row.p50, row.p95, row.p99, row.errors]),
      ),
      '',
      ...throughputSection(throughput, seconds),
    ].join('\n');
    recordSuite({
      suite: suiteKey(context, 'http'),
      title: `HTTP: ${dataLabel(context)}`,
      command,
      measuredAt,
      machine,
      body,
    });
    console.table(latency);
    console.table(throughput);
  },
};
