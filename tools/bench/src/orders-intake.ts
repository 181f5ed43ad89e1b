import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import type { SmtpSink } from '@vouch/site-runner';
import { signedInSession, type SignedInSession } from './signed-in-session';
import { measureLatency, percentile, type LatencyFigures, type NamedEndpoint } from './http-load';

/** The demo shop's owner, signed in, makes an API key to send orders with (as the connect page does). */
export async function demoShopOrdersKey(
  origin: string,
): Promise<{ key: string; owner: SignedInSession }> {
  const owner = await signedInSession(origin, DEMO_ACCOUNTS.shopOwner);
  const answer = await fetch(`${origin}/reviews/shop/${DEMO_SHOP.slug}/api_keys`, {
    method: 'POST',
    headers: {
      cookie: owner.cookie,
      'content-type': 'application/json',
      'x-csrf-token': owner.csrf,
    },
    body: JSON.stringify({ name: 'bench orders', scopes: ['orders:write'] }),
  });
  if (answer.status !== 201) throw new Error(`making an API key answered ${answer.status}`);
  return { key: ((await answer.json()) as { secret: string }).secret, owner };
}

/** The demo shop's review request delay, set as its owner does on the connect page. */
export async function setReviewRequestDelay(origin: string, owner: SignedInSession, days: number) {
  const answer = await fetch(`${origin}/reviews/shop/${DEMO_SHOP.slug}/review_requests`, {
    method: 'PUT',
    headers: {
      cookie: owner.cookie,
      'content-type': 'application/json',
      'x-csrf-token': owner.csrf,
    },
    body: JSON.stringify({ review_request_delay_days: days }),
  });
  if (!answer.ok) throw new Error(`setting the delay answered ${answer.status}`);
}

const DAY = 86_400_000;

/** One shop system's batch: `size` orders from `first` on, fulfilled `fulfilledDaysAgo` days ago, over a catalogue of 2,000 products. */
function batchOf(run: string, first: number, size: number, fulfilledDaysAgo: number) {
  const fulfilled = new Date(Date.now() - fulfilledDaysAgo * DAY).toISOString();
  const placed = new Date(Date.now() - (fulfilledDaysAgo + 2) * DAY).toISOString();
  return {
    orders: Array.from({ length: size }, (_, index) => {
      const n = first + index;
      const product = n % 2000;
      return {
        id: `${run}-${n}`,
        customer: { email: `buyer-${run}-${n}@bench.example`, name: `Buyer ${n}` },
        placed_at: placed,
        fulfilled_at: fulfilled,
        line_items: [
          {
            product_id: `bench-${product}`,
            title: `Bench Lantern ${product}`,
            price: '24.50',
            currency: 'EUR',
            product_url: `https://bench-shop.example/products/${product}`,
          },
        ],
      };
    }),
  };
}

export interface OrdersIntakeFigures {
  orders: number;
  batch: number;
  seconds: number;
  ordersPerSecond: number;
  requestP95Ms: number;
  searchBefore: LatencyFigures;
  searchDuring: LatencyFigures;
}

/** The searches measured beside the intake: a common word and the demo category's. */
export const BENCH_SEARCH: NamedEndpoint = {
  name: 'search',
  paths: ['/reviews/search?q=bag&format=json', '/reviews/search?q=backpack&format=json'],
};

/**
 * Sends `orders` orders in requests of `batch` one after another, as a shop's system catching up
 * does, while one connection measures search beside it; and the same search before, alone.
 */
export async function measureOrdersIntake(
  origin: string,
  key: string,
  options: {
    run: string;
    orders: number;
    batch: number;
    fulfilledDaysAgo: number;
    seconds: number;
  },
): Promise<OrdersIntakeFigures> {
  const searchBefore = await measureLatency(origin, BENCH_SEARCH, options.seconds);
  const timings: number[] = [];
  const started = performance.now();
  const send = (async () => {
    for (let first = 0; first < options.orders; first += options.batch) {
      const began = performance.now();
      const answer = await fetch(`${origin}/api/v1/shops/${DEMO_SHOP.slug}/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          batchOf(
            options.run,
            first,
            Math.min(options.batch, options.orders - first),
            options.fulfilledDaysAgo,
          ),
        ),
      });
      if (answer.status !== 200)
        throw new Error(`a batch of orders answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      timings.push(performance.now() - began);
    }
    return (performance.now() - started) / 1000;
  })();
  // Search is measured while the batches go, for as long as they take.
  const [seconds, searchDuring] = await Promise.all([
    send,
    measureLatency(origin, BENCH_SEARCH, send),
  ]);
  timings.sort((a, b) => a - b);
  return {
    orders: options.orders,
    batch: options.batch,
    seconds: Math.round(seconds * 10) / 10,
    ordersPerSecond: Math.round(options.orders / seconds),
    requestP95Ms: Math.round(percentile(timings, 0.95)),
    searchBefore,
    searchDuring,
  };
}

export interface ReviewRequestSendingFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  routesBefore: LatencyFigures[];
  routesDuring: LatencyFigures[];
}

/** The public routes watched while review requests go out. */
const PUBLIC_ROUTES: NamedEndpoint[] = [
  BENCH_SEARCH,
  {
    name: 'demo product page',
    paths: [`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`],
  },
];

/**
 * Makes `expected` review requests due at once (the delay set to 0 days) and times them until
 * the SMTP sink has every e-mail, measuring the public routes before and while they go.
 */
export async function measureReviewRequestSending(
  origin: string,
  owner: SignedInSession,
  sink: SmtpSink,
  expected: number,
  seconds: number,
): Promise<ReviewRequestSendingFigures> {
  const routesBefore: LatencyFigures[] = [];
  for (const route of PUBLIC_ROUTES)
    routesBefore.push(await measureLatency(origin, route, seconds));
  const already = sink.count;
  const started = performance.now();
  await setReviewRequestDelay(origin, owner, 0);
  const routesDuring: LatencyFigures[] = [];
  for (const route of PUBLIC_ROUTES)
    routesDuring.push(await measureLatency(origin, route, seconds));
  await sink.waitForMail(already + expected, 60 * 60_000);
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: expected,
    seconds: Math.round(elapsed * 10) / 10,
    perSecond: Math.round(expected / elapsed),
    routesBefore,
    routesDuring,
  };
}
