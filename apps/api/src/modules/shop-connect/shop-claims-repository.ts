import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ShopClaim } from '@vouch/contracts';
import type { Database, ShopClaimsTable } from '@vouch/db';
import {
  VERIFICATION_FILE_PATH,
  slugify,
  verificationMetaTag,
  type ShopSite,
  type VerificationMethod,
} from '@vouch/domain';

type ClaimRow = Selectable<ShopClaimsTable>;

/** Who already owns the shop at a domain, when someone does. */
export interface ShopAtDomain {
  id: string;
  slug: string;
  name: string;
  owned: boolean;
}

const randomId = (prefix: string, bytes = 9) =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** A claim row as its reviewer sees it, with what to publish. */
function claimOf(row: ClaimRow, shop: { slug: string; name: string } | null): ShopClaim {
  return {
    public_id: row.public_id,
    site_origin: row.site_origin,
    domain: row.domain,
    shop_name: row.shop_name,
    token: row.token,
    meta_tag: verificationMetaTag(row.token),
    file_url: `${row.site_origin}${VERIFICATION_FILE_PATH}`,
    status: row.verified_at ? 'verified' : 'pending',
    method: row.method,
    last_error: row.last_error,
    shop,
    created_at: new Date(row.created_at).toISOString(),
    verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  };
}

/** Claims of shops by their domains (migration 0032), and the shops they make or hand over. */
export function shopClaimsRepository(db: Kysely<Database>) {
  const shopAtDomain = async (
    executor: Kysely<Database> | Transaction<Database>,
    domain: string,
  ): Promise<ShopAtDomain | null> => {
    const shop = await executor
      .selectFrom('shops as s')
      .select(['s.id', 's.slug', 's.name'])
      .select(
        sql<boolean>`exists (select 1 from shop_members m where m.shop_id = s.id and m.role = 'owner')`.as(
          'owned',
        ),
      )
      .where((eb) =>
        eb.or([
          eb('s.domain', '=', domain),
          eb(
            's.id',
            'in',
            eb.selectFrom('shop_domains').select('shop_id').where('domain', '=', domain),
          ),
        ]),
      )
      .executeTakeFirst();
    return shop ?? null;
  };

  const withShop = async (row: ClaimRow) => {
    if (!row.shop_id) return claimOf(row, null);
    const shop = await db
      .selectFrom('shops')
      .select(['slug', 'name'])
      .where('id', '=', row.shop_id)
      .executeTakeFirstOrThrow();
    return claimOf(row, shop);
  };

  /** A slug no shop has: the name's, or the name's with the lowest free number after it. */
  const freeSlug = async (trx: Transaction<Database>, name: string) => {
    const base = slugify(name) || 'shop';
    const taken = new Set(
      (
        await trx
          .selectFrom('shops')
          .select('slug')
          .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
          .execute()
      ).map((shop) => shop.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  };

  return {
    shopAtDomain: (domain: string) => shopAtDomain(db, domain),
    /** The claim as its reviewer sees it. */
    view: withShop,

    /** The reviewer's claim of `site`, made now or the one they already have (its token kept). */
    async open(userId: string, site: ShopSite, shopName: string): Promise<ShopClaim> {
      await db
        .insertInto('shop_claims')
        .values({
          public_id: randomId('cl'),
          user_id: userId,
          site_origin: site.origin,
          domain: site.domain,
          shop_name: shopName,
          token: randomId('vouch-', 15),
          created_at: sql`now()`,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'domain']).doUpdateSet({
            site_origin: site.origin,
            shop_name: sql`case when shop_claims.verified_at is null then excluded.shop_name else shop_claims.shop_name end`,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('shop_claims')
        .selectAll()
        .where('user_id', '=', userId)
        .where('domain', '=', site.domain)
        .executeTakeFirstOrThrow();
      return withShop(row);
    },

    /** The shops a person answers for, and their role in each. */
    shopsOf(userId: string) {
      return db
        .selectFrom('shop_members as m')
        .innerJoin('shops as s', 's.id', 'm.shop_id')
        .select(['s.slug', 's.name', 's.domain', 'm.role'])
        .where('m.user_id', '=', userId)
        .orderBy('s.name')
        .execute();
    },

    async list(userId: string): Promise<ShopClaim[]> {
      const rows = await db
        .selectFrom('shop_claims')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return Promise.all(rows.map(withShop));
    },

    async find(userId: string, publicId: string): Promise<ClaimRow | null> {
      const row = await db
        .selectFrom('shop_claims')
        .selectAll()
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Records a failed check: what was wrong, for the page to show. */
    async recordFailure(
      row: ClaimRow,
      method: VerificationMethod,
      error: string,
    ): Promise<ShopClaim> {
      const updated = await db
        .updateTable('shop_claims')
        .set({ method, last_error: error, checked_at: sql`now()` })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return withShop(updated);
    },

    /**
     * The domain is proven: the reviewer owns the shop at it (made now when Vouch has none), the
     * domain is the shop's, and the claim says so. Null when another owner got there first.
     */
    async recordVerified(row: ClaimRow, method: VerificationMethod): Promise<ShopClaim | null> {
      const verified = await db.transaction().execute(async (trx) => {
        // One verified claim at a time (they are rare): two reviewers proving one domain cannot both
        // own it, and two new shops cannot take the same free slug.
        await sql`select pg_advisory_xact_lock(hashtext('shop-claim'))`.execute(trx);
        let shop = await shopAtDomain(trx, row.domain);
        if (shop?.owned) return null;
        if (!shop) {
          const created = await trx
            .insertInto('shops')
            .values({
              encoded_id: randomId('s', 6),
              slug: await freeSlug(trx, row.shop_name),
              name: row.shop_name,
              domain: row.domain,
              platform: 'custom',
              public_token: randomBytes(16).toString('hex'),
              // Until the owner says otherwise: prices show in each product's own currency.
              country: 'US',
              currency: 'USD',
              logo_url: null,
              response_time_value: null,
              response_time_unit: null,
              ships_to: null,
              search_xid: null,
              created_at: sql`now()`,
            })
            .returning(['id', 'slug', 'name'])
            .executeTakeFirstOrThrow();
          await trx.insertInto('shop_metrics').values({ shop_id: created.id }).execute();
          shop = { ...created, owned: false };
        }
        await trx
          .insertInto('shop_members')
          .values({ shop_id: shop.id, user_id: row.user_id, role: 'owner', created_at: sql`now()` })
          .onConflict((conflict) =>
            conflict.columns(['shop_id', 'user_id']).doUpdateSet({ role: 'owner' }),
          )
          .execute();
        await trx
          .insertInto('shop_domains')
          .values({
            shop_id: shop.id,
            domain: row.domain,
            site_origin: row.site_origin,
            method,
            verified_at: sql`now()`,
          })
          .onConflict((conflict) => conflict.column('domain').doNothing())
          .execute();
        return trx
          .updateTable('shop_claims')
          .set({
            method,
            last_error: null,
            checked_at: sql`now()`,
            verified_at: sql`now()`,
            shop_id: shop.id,
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return verified ? withShop(verified) : null;
    },
  };
}
