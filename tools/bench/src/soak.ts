import { execFileSync } from 'node:child_process';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { signedInCookie } from './dispute-mix';
import { percentile } from './http-load';

/** What the soak's public visitors ask for, in turn: the pages a shopper's browser loads. */
export const PUBLIC_PATHS = [
  '/reviews/me.json',
  '/reviews?format=json',
  '/reviews/all_categories',
  `/reviews/stores/${DEMO_SHOP.slug}?format=json`,
  `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`,
  '/reviews/search.json?q=backpack',
  '/reviews/search.json?q=mug&sort_by=price_asc',
  '/reviews/search.json?category_id=1&category_search=true',
  '/reviews/store_search.json?q=home',
  '/reviews/instant_search?q=lam',
  '/reviews/search.json?q=lamp&min_rating=4',
];

export interface SoakMinute {
  minute: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  /** The server's resident memory at the end of the minute, MB (its process and children). */
  rssMb: number;
}

export interface SoakFigures {
  minutes: SoakMinute[];
  /** Error answers counted by status and request, most frequent first. */
  errorKinds: [kind: string, count: number][];
}

/** Resident memory of a process and its descendants (tsx, for one, runs the server in a child), in MB. */
export function treeRssMb(pid: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of table) {
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
    }
  }
  const kb = table
    .filter(([process]) => inTree.has(process))
    .reduce((sum, [, , rss]) => sum + rss, 0);
  return Math.round(kb / 1024);
}

/** The CSRF token a signed-in browser holds, read from a page's meta tag. */
async function csrfToken(origin: string, cookie: string): Promise<string> {
  const page = await fetch(`${origin}/reviews`, { headers: { accept: 'text/html', cookie } });
  return (await page.text()).match(/<meta name="csrf-token" content="([^"]+)">/)?.[1] ?? '';
}

/**
 * Issue #19's soak: `connections` clients for `seconds`, most of them shoppers reading the public
 * pages, one signing in and out again and again, one following and unfollowing the demo shop, one
 * (the shop owner) posting and withdrawing a reply. Per minute: requests, errors, p50, p99 and the
 * server's memory.
 */
export async function soak(
  origin: string,
  serverPid: number,
  connections: number,
  seconds: number,
): Promise<SoakFigures> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const perMinute: { timings: number[]; errors: number }[] = [];
  const rss: number[] = [];
  const errorKinds = new Map<string, number>();
  const record = (elapsed: number, status: number, what: string) => {
    const minute = Math.floor((performance.now() - started) / 60_000);
    perMinute[minute] ??= { timings: [], errors: 0 };
    perMinute[minute].timings.push(elapsed);
    if (status >= 400) {
      perMinute[minute].errors += 1;
      errorKinds.set(`${status} ${what}`, (errorKinds.get(`${status} ${what}`) ?? 0) + 1);
    }
  };
  const timed = async (what: string, request: () => Promise<Response>) => {
    const begun = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      record(performance.now() - begun, response.status, what);
      return response;
    } catch (error) {
      record(performance.now() - begun, 599, `${what}: ${(error as Error).message}`);
      return null;
    }
  };

  const shop = (await (
    await fetch(`${origin}/reviews/stores/${DEMO_SHOP.slug}?format=json`)
  ).json()) as {
    shop_data: { encoded_id: string; domain: string; platform: string; public_token: string };
  };
  const widget = (await (
    await fetch(
      `${origin}/api/v1/widgets/all_reviews_page?shop_domain=${shop.shop_data.domain}&platform=${shop.shop_data.platform}&api_token=${shop.shop_data.public_token}&sort_by=most_recent`,
    )
  ).json()) as { reviews: { public_id: string }[] };
  const reviewToAnswer = widget.reviews[0]!.public_id;

  const shopper = async (offset: number) => {
    for (let index = offset; performance.now() < deadline; index++) {
      const path = PUBLIC_PATHS[index % PUBLIC_PATHS.length]!;
      await timed(`GET ${path}`, () => fetch(`${origin}${path}`));
    }
  };
  const signer = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        const cookie = await signedInCookie(origin, DEMO_ACCOUNTS.secondReviewer);
        record(performance.now() - begun, 200, 'sign-in');
        await timed('GET me.json signed in', () =>
          fetch(`${origin}/reviews/me.json`, { headers: { cookie } }),
        );
        const token = await csrfToken(origin, cookie);
        await timed('POST /logout', () =>
          fetch(`${origin}/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': token } }),
        );
      } catch (error) {
        record(performance.now() - begun, 599, `sign-in: ${(error as Error).message}`);
      }
    }
  };
  const writer = async (
    account: { email: string; password: string },
    write: (cookie: string, token: string, round: number) => Promise<unknown>,
  ) => {
    const cookie = await signedInCookie(origin, account);
    const token = await csrfToken(origin, cookie);
    for (let round = 0; performance.now() < deadline; round++) await write(cookie, token, round);
  };
  const json = (cookie: string, token: string) => ({
    cookie,
    'x-csrf-token': token,
    'content-type': 'application/json',
  });
  const follower = writer(DEMO_ACCOUNTS.reviewer, (cookie, token, round) =>
    timed('POST heart', () =>
      fetch(`${origin}/reviews/profile/follows/heart`, {
        method: 'POST',
        headers: json(cookie, token),
        body: JSON.stringify({
          is_hearting: round % 2 === 0,
          shop_enc_id: shop.shop_data.encoded_id,
        }),
      }),
    ),
  );
  const replier = writer(DEMO_ACCOUNTS.shopOwner, (cookie, token, round) =>
    timed(round % 2 === 0 ? 'PUT reply' : 'DELETE reply', () =>
      round % 2 === 0
        ? fetch(`${origin}/reviews/shop/reviews/${reviewToAnswer}/reply`, {
            method: 'PUT',
            headers: json(cookie, token),
            body: JSON.stringify({ body: `Thank you for the review (${round}).` }),
          })
        : fetch(`${origin}/reviews/shop/reviews/${reviewToAnswer}/reply`, {
            method: 'DELETE',
            headers: { cookie, 'x-csrf-token': token },
          }),
    ),
  );
  const sampler = (async () => {
    for (let minute = 1; performance.now() < deadline; minute++) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + minute * 60_000 - performance.now())),
      );
      rss.push(treeRssMb(serverPid));
    }
  })();
  const shoppers = Array.from({ length: Math.max(1, connections - 3) }, (_, index) =>
    shopper(index),
  );
  await Promise.all([...shoppers, signer(), follower, replier, sampler]);

  const minutes = perMinute.map((window, minute) => {
    const sorted = [...window.timings].sort((a, b) => a - b);
    return {
      minute: minute + 1,
      requests: sorted.length,
      errors: window.errors,
      p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
      p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
      rssMb: rss[minute] ?? treeRssMb(serverPid),
    };
  });
  return { minutes, errorKinds: [...errorKinds].sort((a, b) => b[1] - a[1]) };
}
