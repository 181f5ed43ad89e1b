import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  ANSWERED_CONTRACT_VERSIONS,
  API_CONTRACT_VERSION,
  followsResponseSchema,
  productReviewResponseSchema,
  publicProfileResponseSchema,
  searchResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import type { AppDatabase } from '@vouch/db';
import { MAX_FAILURES_PER_EMAIL_AND_IP } from '../modules/auth/user-repository';
import { publishRelease, readLiveSite, releaseRepository } from '../modules/releases';
import { OTHER_PROCESSES_LOOK_MS } from '../modules/site/page-changes';
import { HttpBrowser, startApiProcess, urlOf, type ApiProcess } from '../testing/api-processes';
import { createTestDatabase } from '../testing/test-database';

/**
 * Issue #30, item 6: API processes keep nothing of a visitor's but caches, so a load balancer may
 * send each request to any of them. Two real processes share one PostgreSQL database (PGlite is
 * one process's own: nothing to share there).
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
/** How long each process reuses the live releases it read: short, so the release test waits little. */
const RELEASES_CACHE_MS = 250;

onPostgres('two API processes on one PostgreSQL database', () => {
  let database: AppDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let productId: string;

  beforeAll(async () => {
    database = await createTestDatabase('small');
    const url = await urlOf(database);
    const env = { RELEASES_CACHE_MS: String(RELEASES_CACHE_MS) };
    [a, b] = await Promise.all([startApiProcess(url, env), startApiProcess(url, env)]);
    const { rows } = await sql<{ encoded_id: string }>`
      select p.encoded_id from products p join shops s on s.id = p.shop_id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(
      database.db,
    );
    productId = rows[0]!.encoded_id;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const follows = async (browser: HttpBrowser, process: ApiProcess) => {
    const answer = await browser.get(
      process.origin,
      `/reviews/profile/follows?Product=${productId}`,
    );
    return answer.status === 200
      ? followsResponseSchema.parse(answer.body).existing_followee_ids.Product[productId]
      : answer.status;
  };
  const hearts = async () => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from follows f join users u on u.id = f.follower_id where u.email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      database.db,
    );
    return rows[0]!.count;
  };

  it('takes a session and CSRF token one process gave on the other, and refuses a forged token on both', async () => {
    const browser = new HttpBrowser();
    await browser.open(a.origin, '/login');
    // The guest's token from A signs in on B; the signed-in token from B posts on A, and back.
    expect(
      (
        await browser.send(b.origin, 'POST', '/login', {
          email: DEMO_ACCOUNTS.reviewer.email,
          password: DEMO_ACCOUNTS.reviewer.password,
        })
      ).status,
    ).toBe(200);
    const before = await hearts();
    const heart = (process: ApiProcess, isHearting: boolean, token?: string) =>
      browser.send(
        process.origin,
        'POST',
        '/reviews/profile/follows/heart',
        { is_hearting: isHearting, product_enc_id: productId },
        token,
      );

    expect((await heart(a, true)).status).toBe(200);
    expect(await follows(browser, b)).toBe(true);
    expect((await heart(b, false)).status).toBe(200);
    expect(await follows(browser, a)).toBe(false);
    expect(await hearts()).toBe(before);

    const forged = `${browser.csrfToken.slice(0, -2)}xx`;
    expect((await heart(a, true, forged)).status).toBe(403);
    expect((await heart(b, true, forged)).status).toBe(403);
    expect(await hearts()).toBe(before);

    // Signing out through one ends the session on both.
    expect((await browser.send(b.origin, 'POST', '/logout')).status).toBe(200);
    expect(await follows(browser, a)).toBe(401);
  });

  it('counts wrong passwords sent to either process against one limit', async () => {
    const browser = new HttpBrowser();
    await browser.open(a.origin, '/login');
    const { email, password } = DEMO_ACCOUNTS.secondReviewer;
    const processes = [a, b];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL_AND_IP; attempt++) {
      statuses.push(
        (
          await browser.send(processes[attempt % 2]!.origin, 'POST', '/login', {
            email,
            password: 'not the password',
          })
        ).status,
      );
    }
    expect(statuses).toEqual(Array.from({ length: MAX_FAILURES_PER_EMAIL_AND_IP }, () => 401));
    // Each process saw at most three of the five: only a shared count stops the right password now, on either.
    expect((await browser.send(a.origin, 'POST', '/login', { email, password })).status).toBe(429);
    expect((await browser.send(b.origin, 'POST', '/login', { email, password })).status).toBe(429);
  });

  it("shows a write through one process on the other, which forgets what it kept at its next look for other processes' writes", async () => {
    const browser = new HttpBrowser();
    await browser.open(a.origin, '/login');
    await browser.send(a.origin, 'POST', '/login', {
      email: DEMO_ACCOUNTS.reviewer.email,
      password: DEMO_ACCOUNTS.reviewer.password,
    });
    // Dana's public profile counts the products she follows; each process keeps its figures a minute.
    const productsFollowed = async (process: ApiProcess) => {
      const answer = await new HttpBrowser().get(
        process.origin,
        `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}?format=json`,
      );
      expect(answer.status).toBe(200);
      return publicProfileResponseSchema.parse(answer.body).extra_data.followings_data
        .products_count;
    };
    const before = await productsFollowed(b);
    expect(await productsFollowed(a)).toBe(before);

    expect(
      (
        await browser.send(a.origin, 'POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          product_enc_id: productId,
        })
      ).status,
    ).toBe(200);
    expect(await productsFollowed(a)).toBe(before + 1);
    // B learns of the write only by looking, once a second: far sooner than its figures would expire.
    const deadline = Date.now() + 20 * OTHER_PROCESSES_LOOK_MS;
    let onB = await productsFollowed(b);
    while (onB !== before + 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, OTHER_PROCESSES_LOOK_MS / 5));
      onB = await productsFollowed(b);
    }
    expect(onB).toBe(before + 1);
  });

  it("shows a shop's reply made through one process in the other's product widget at its next look", async () => {
    const { rows } = await sql<Record<'public_id' | 'uuid' | 'title' | 'widget_query', string>>`
      select r.public_id, r.uuid, r.title,
             'shop_domain=' || s.domain || '&platform=' || s.platform || '&api_token=' || s.public_token || '&external_id=' || p.external_id as widget_query
      from reviews r join products p on p.id = r.product_id join shops s on s.id = r.shop_id
      where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}
        and r.published and r.deleted_at is null and r.reply_body is null
      order by r.id limit 1`.execute(database.db);
    const review = rows[0]!;
    const widgetPath = `/api/v1/widgets/product_review?${review.widget_query}&search=${encodeURIComponent(review.title)}&per_page=50`;
    // B keeps the whole answer once asked (product-widget-answers.ts).
    const replyOnB = async () => {
      const answer = await new HttpBrowser().get(b.origin, widgetPath);
      expect(answer.status).toBe(200);
      const shown = productReviewResponseSchema
        .parse(answer.body)
        .reviews.find((item) => item.uuid === review.uuid);
      return shown?.reply?.body ?? null;
    };
    expect(await replyOnB()).toBeNull();
    expect(await replyOnB()).toBeNull();

    const owner = new HttpBrowser();
    await owner.open(a.origin, '/login');
    await owner.send(a.origin, 'POST', '/login', {
      email: DEMO_ACCOUNTS.shopOwner.email,
      password: DEMO_ACCOUNTS.shopOwner.password,
    });
    const path = `/reviews/shop/reviews/${review.public_id}/reply`;
    const body = 'Seen from the other process too.';
    expect((await owner.send(a.origin, 'PUT', path, { body })).status).toBe(200);
    const deadline = Date.now() + 20 * OTHER_PROCESSES_LOOK_MS;
    let onB = await replyOnB();
    while (onB !== body && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, OTHER_PROCESSES_LOOK_MS / 5));
      onB = await replyOnB();
    }
    expect(onB).toBe(body);
  });

  it('finds a product renamed after both loaded their search index under its new name, on both, at once', async () => {
    const found = async (process: ApiProcess, words: string) => {
      const answer = await new HttpBrowser().get(
        process.origin,
        `/reviews/search.json?q=${encodeURIComponent(words)}&min_transparency=0`,
      );
      expect(answer.status).toBe(200);
      return searchResponseSchema
        .parse(answer.body)
        .data.search_results.map((result) => `${result.handle}: ${result.title}`);
    };
    expect(await found(a, 'quokka')).toEqual([]);
    expect(await found(b, 'quokka')).toEqual([]);

    // No route renames a product (titles come from the shops' platforms): the write is the database's.
    await database.db
      .updateTable('products')
      .set({ title: 'Quokka Expedition Rucksack' })
      .where('encoded_id', '=', productId)
      .execute();

    expect(await found(b, 'quokka')).toEqual([
      `${DEMO_PRODUCT.handle}: Quokka Expedition Rucksack`,
    ]);
    expect(await found(a, 'quokka')).toEqual([
      `${DEMO_PRODUCT.handle}: Quokka Expedition Rucksack`,
    ]);
  });

  it('serves a release recorded in the database on both within their releases cache, and its rollback too', async () => {
    const remotesOn = async (process: ApiProcess) => {
      const answer = await new HttpBrowser().get(process.origin, '/remotes.json');
      expect(answer.status).toBe(200);
      return answer.body;
    };
    /** What `process` answers once it answers `expected`; what it answered last if it did not within many cache lifetimes. */
    const remotesOnceAt = async (process: ApiProcess, expected: Record<string, string>) => {
      const deadline = Date.now() + 40 * RELEASES_CACHE_MS;
      let remotes = await remotesOn(process);
      while (JSON.stringify(remotes) !== JSON.stringify(expected) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, RELEASES_CACHE_MS / 5));
        remotes = await remotesOn(process);
      }
      return remotes;
    };
    const manifestOf = (version: string) => `/static/releases/search/${version}/mf-manifest.json`;
    // The release command checks against the contracts both running processes recorded they answer.
    const distDir = mkdtempSync(path.join(tmpdir(), 'vouch-two-processes-dist-'));
    mkdirSync(path.join(distDir, 'shell'));
    writeFileSync(path.join(distDir, 'shell/shared-versions.json'), '{}');
    const live = await readLiveSite(distDir, database.db, (message) => {
      throw new Error(`the processes run: no warning expected, got ${message}`);
    });
    rmSync(distDir, { recursive: true });
    expect(live.answeredContractVersions).toEqual(ANSWERED_CONTRACT_VERSIONS);
    expect(await database.db.selectFrom('api_servers').select('id').execute()).toHaveLength(2);
    // As the release command records a build (its files are not asked for: these processes serve no site).
    const releases = releaseRepository(database.db);
    const release = (version: string) =>
      publishRelease(
        releases,
        { remote: 'search', shared: [], contractVersion: API_CONTRACT_VERSION },
        live,
        {
          version,
          commit: 'abc1234',
          builtAt: new Date(),
          manifestUrl: manifestOf(version),
        },
      );
    // Neither serves the site's own builds: the map is the releases alone.
    expect(await remotesOn(a)).toEqual({});
    expect(await remotesOn(b)).toEqual({});

    await release('v1');
    await release('v2');
    expect(await remotesOnceAt(a, { search: manifestOf('v2') })).toEqual({
      search: manifestOf('v2'),
    });
    expect(await remotesOnceAt(b, { search: manifestOf('v2') })).toEqual({
      search: manifestOf('v2'),
    });

    await releases.rollback('search');
    expect(await remotesOnceAt(b, { search: manifestOf('v1') })).toEqual({
      search: manifestOf('v1'),
    });
    expect(await remotesOnceAt(a, { search: manifestOf('v1') })).toEqual({
      search: manifestOf('v1'),
    });
  });
});
