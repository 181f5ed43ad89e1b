import { sql } from 'kysely';
import { openDatabase } from '@vouch/db';
import {
  ARBITRATOR_PAGE_SIZE,
  ARBITRATOR_STATUS_FILTERS,
  DISPUTE_AGE_FILTERS,
} from '@vouch/domain';
import { DEMO_SHOP } from '@vouch/seed';

/** The cookie header of a signed-in browser: the login page's CSRF token, then `POST /login`. */
export async function signedInCookie(
  origin: string,
  account: { email: string; password: string },
): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const page = await fetch(`${origin}/login`, { headers: { accept: 'text/html' } });
  keep(page);
  const token = (await page.text()).match(/<meta name="csrf-token" content="([^"]+)">/)?.[1] ?? '';
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (login.status !== 200)
    throw new Error(`signing in as ${account.email} answered ${login.status}`);
  keep(login);
  return cookie();
}

/**
 * The arbitrator's list with every status and age filter, each on its first, second, middle and
 * last page (the last pages are the deepest offsets): the pages are found by asking for page 1.
 */
export async function arbitratorListMix(origin: string, cookie: string): Promise<string[]> {
  const paths: string[] = [];
  for (const status of ARBITRATOR_STATUS_FILTERS) {
    for (const age of Object.keys(DISPUTE_AGE_FILTERS)) {
      const base = `/reviews/arbitrator?format=json&status=${status}&age=${age}`;
      const first = (await (
        await fetch(`${origin}${base}&page=1`, { headers: { cookie } })
      ).json()) as { total_results: number };
      const last = Math.max(1, Math.ceil(first.total_results / ARBITRATOR_PAGE_SIZE));
      for (const page of new Set([1, Math.min(2, last), Math.ceil(last / 2), last]))
        paths.push(`${base}&page=${page}`);
    }
  }
  return paths;
}

/** The shop the record is measured on: the one with the most disputes in the last 12 months (the demo shop without a server). */
export async function findDisputedShop(
  databaseUrl: string | undefined,
): Promise<{ slug: string; disputes: number }> {
  if (!databaseUrl) return { slug: DEMO_SHOP.slug, disputes: 0 };
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const { rows } = await sql<{ slug: string; disputes: number }>`
      select s.slug, count(*)::int as disputes from disputes d join shops s on s.id = d.shop_id
      where d.created_at > now() - interval '12 months' group by s.slug order by count(*) desc, s.slug limit 1`.execute(
      database.db,
    );
    return rows[0]!;
  } finally {
    await database.close();
  }
}
