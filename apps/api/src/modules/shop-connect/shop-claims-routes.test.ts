import {
  shopClaimResponseSchema,
  shopClaimsResponseSchema,
  myShopsResponseSchema,
  type ShopClaim,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { sql } from 'kysely';
import { startPretendShopSite, type PretendShopSite } from '@vouch/site-runner';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let site: PretendShopSite;
/** The site of a shop Vouch has already (no owner yet). */
let seededSite: PretendShopSite;

beforeAll(async () => {
  site = await startPretendShopSite();
  seededSite = await startPretendShopSite();
  testApp = await createTestApp({
    OUTBOUND_ALLOW_ORIGINS: `${site.origin},${seededSite.origin}`,
  });
});
afterAll(async () => {
  await testApp?.close();
  await site?.close();
  await seededSite?.close();
});

const reviewer = () => signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
const domain = () => new URL(site.origin).host;

async function openClaim(browser: TestBrowser, body: object): Promise<ShopClaim> {
  const answer = await browser.send('POST', '/reviews/shop/claims', body);
  expect(answer.statusCode).toBe(201);
  return shopClaimResponseSchema.parse(answer.json()).claim;
}

const rowsOf = async (table: 'shops' | 'shop_members') =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
        testApp.database.db,
      )
    ).rows[0]!.n,
  );

describe('claiming a shop by its domain', () => {
  afterEach(() => site.pages.clear());

  it('adds a shop by its meta tag: the reviewer owns it, and a missing tag is refused saying why first', async () => {
    const browser = await reviewer();
    const claim = await openClaim(browser, { site: site.origin, shop_name: 'Loopback Lamps' });
    expect(claim).toMatchObject({
      domain: domain(),
      site_origin: site.origin,
      status: 'pending',
      meta_tag: `<meta name="vouch-verification" content="${claim.token}">`,
      file_url: `${site.origin}/.well-known/vouch-verification.txt`,
      shop: null,
    });
    const before = { shops: await rowsOf('shops'), members: await rowsOf('shop_members') };

    site.pages.set('/', { body: '<html><head><title>Lamps</title></head></html>' });
    const missing = await browser.send('POST', `/reviews/shop/claims/${claim.public_id}/verify`, {
      method: 'meta_tag',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe(
      `We fetched ${site.origin}/ but its page has no ${claim.meta_tag} tag. Paste the tag into the <head> of your home page, publish it, and check again.`,
    );
    expect({ shops: await rowsOf('shops'), members: await rowsOf('shop_members') }).toEqual(before);
    const listed = shopClaimsResponseSchema.parse(
      (await browser.get('/reviews/shop/claims')).json(),
    );
    expect(listed.claims[0]).toMatchObject({
      status: 'pending',
      last_error: missing.json().error.message,
    });

    site.pages.set('/', { body: `<html><head>${claim.meta_tag}</head></html>` });
    const verified = await browser.send('POST', `/reviews/shop/claims/${claim.public_id}/verify`, {
      method: 'meta_tag',
    });
    expect(verified.statusCode).toBe(200);
    expect(shopClaimResponseSchema.parse(verified.json()).claim).toMatchObject({
      status: 'verified',
      method: 'meta_tag',
      last_error: null,
      shop: { slug: 'loopback-lamps', name: 'Loopback Lamps' },
    });
    expect(
      myShopsResponseSchema.parse((await browser.get('/reviews/shop/mine')).json()).shops,
    ).toContainEqual({
      slug: 'loopback-lamps',
      name: 'Loopback Lamps',
      domain: domain(),
      role: 'owner',
    });
    // The new shop has a page of its own, and its owner's inbox answers for it.
    expect((await browser.get('/reviews/stores/loopback-lamps?format=json')).statusCode).toBe(200);
    expect((await browser.get('/reviews/shop/inbox?format=json')).statusCode).toBe(200);
  });

  it('claims by the well-known file, and refuses a second claimant of an owned shop', async () => {
    // The domain is the shop's now (the test above): a second reviewer is told to ask its owner.
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const refused = await other.send('POST', '/reviews/shop/claims', { site: site.origin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "Loopback Lamps is already claimed on Vouch. Ask its owner to invite you from the shop's inbox.",
    );

    // A shop Vouch has (seeded, no owner yet) at another origin of the same site: claimed by file.
    const unowned = await testApp.database.db
      .insertInto('shops')
      .values({
        encoded_id: 'sfilesite',
        slug: 'file-site',
        name: 'File Site',
        domain: new URL(seededSite.origin).host,
        platform: 'custom',
        public_token: 'x',
        country: 'GB',
        currency: 'GBP',
        logo_url: null,
        response_time_value: null,
        response_time_unit: null,
        ships_to: null,
        search_xid: null,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.database.db.insertInto('shop_metrics').values({ shop_id: unowned.id }).execute();
    const claim = await openClaim(other, { site: seededSite.origin });
    expect(claim.shop_name).toBe('File Site');
    seededSite.pages.set('/.well-known/vouch-verification.txt', {
      body: `other-token\n${claim.token}\n`,
    });
    const verified = await other.send('POST', `/reviews/shop/claims/${claim.public_id}/verify`, {
      method: 'well_known_file',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().claim).toMatchObject({
      status: 'verified',
      shop: { slug: 'file-site' },
    });
  });

  it('asks for a name where Vouch has no shop, and refuses what is not a site', async () => {
    const browser = await reviewer();
    const nameless = await browser.send('POST', '/reviews/shop/claims', {
      site: 'new-shop.example',
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields).toEqual({ shop_name: 'Enter your shop’s name' });
    const notASite = await browser.send('POST', '/reviews/shop/claims', { site: 'localhost' });
    expect(notASite.statusCode).toBe(400);
    expect(notASite.json().error.fields.site).toBe(
      '“localhost” is not a domain name: enter one such as shop.example',
    );
    expect((await new TestBrowser(testApp.app).get('/reviews/shop/claims')).statusCode).toBe(401);
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:9/', 'a loopback address'],
    ['10.0.0.1', 'http://10.0.0.1/', 'a private network address'],
    ['169.254.169.254', 'http://169.254.169.254/', 'a link-local address'],
  ])('refuses to fetch a site at %s, saying why', async (_address, url, kind) => {
    const browser = await reviewer();
    const claim = await openClaim(browser, { site: url, shop_name: 'Inside Job' });
    const refused = await browser.send('POST', `/reviews/shop/claims/${claim.public_id}/verify`, {
      method: 'meta_tag',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain(kind);
    const proven = await testApp.database.db
      .selectFrom('shop_domains')
      .select('domain')
      .where('domain', '=', claim.domain)
      .execute();
    expect(proven).toEqual([]);
  });

  it('refuses a redirect from the shop site to a private address', async () => {
    const browser = await reviewer();
    const claim = await openClaim(browser, { site: 'http://127.0.0.1:1/', shop_name: 'Nowhere' });
    // The claim's origin is set by the test to the pretend site, whose home page redirects inside.
    await testApp.database.db
      .updateTable('shop_claims')
      .set({ site_origin: site.origin, domain: 'redirecting.example' })
      .where('public_id', '=', claim.public_id)
      .execute();
    site.pages.set('/', {
      status: 302,
      body: '',
      headers: { location: 'http://169.254.169.254/latest/meta-data' },
    });
    const refused = await browser.send('POST', `/reviews/shop/claims/${claim.public_id}/verify`, {
      method: 'meta_tag',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('redirects to another host (169.254.169.254)');
  });

  it('leaves the seeded demo shop to its owner', async () => {
    const browser = await reviewer();
    const { domain } = await testApp.database.db
      .selectFrom('shops')
      .select('domain')
      .where('slug', '=', DEMO_SHOP.slug)
      .executeTakeFirstOrThrow();
    const refused = await browser.send('POST', '/reviews/shop/claims', { site: domain });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`${DEMO_SHOP.name} is already claimed on Vouch`);
  });
});
