import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApiKey } from '@vouch/contracts';
import { mailedLinkTokenHash as tokenHash } from '../auth';
import type { Database, ShopApiKeysTable } from '@vouch/db';
import { API_KEY_PREFIX, type ApiKeyScope } from '@vouch/domain';

/** What a request's key may do, for which shop. */
export interface ApiKeyHolder {
  keyId: string;
  shopId: string;
  shopSlug: string;
  scopes: readonly ApiKeyScope[];
}

function apiKeyOf(row: Selectable<ShopApiKeysTable>): ApiKey {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    public_id: row.public_id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}

/** A shop's keys for the orders API (migration 0032): made by its owner, shown once, kept hashed. */
export function apiKeysRepository(db: Kysely<Database>) {
  return {
    async create(
      shopId: string,
      createdBy: string,
      name: string,
      scopes: readonly ApiKeyScope[],
    ): Promise<{ apiKey: ApiKey; secret: string }> {
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db
        .insertInto('shop_api_keys')
        .values({
          public_id: `key${randomBytes(6).toString('base64url')}`,
          shop_id: shopId,
          name,
          prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
          secret_hash: tokenHash(secret),
          scopes: [...scopes],
          created_by: createdBy,
          created_at: sql`now()`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { apiKey: apiKeyOf(row), secret };
    },

    async list(shopId: string): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('shop_api_keys')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(apiKeyOf);
    },

    /** Revokes the key; false when the shop has no such key. Revoking twice keeps the first time. */
    async revoke(shopId: string, publicId: string): Promise<ApiKey | null> {
      const row = await db
        .updateTable('shop_api_keys')
        .set({ revoked_at: sql`coalesce(revoked_at, now())` })
        .where('shop_id', '=', shopId)
        .where('public_id', '=', publicId)
        .returningAll()
        .executeTakeFirst();
      return row ? apiKeyOf(row) : null;
    },

    /**
     * The holder of a live key, or null for an unknown or revoked one. Notes its use (at most once
     * a minute a key, so a busy integration costs no write per request).
     */
    async holderOf(secret: string): Promise<ApiKeyHolder | null> {
      const row = await db
        .selectFrom('shop_api_keys as k')
        .innerJoin('shops as s', 's.id', 'k.shop_id')
        .select(['k.id', 'k.shop_id', 's.slug', 'k.scopes'])
        .select(
          sql<boolean>`k.last_used_at is null or k.last_used_at < now() - interval '1 minute'`.as(
            'stale',
          ),
        )
        .where('k.secret_hash', '=', tokenHash(secret))
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      if (row.stale)
        await db
          .updateTable('shop_api_keys')
          .set({ last_used_at: sql`now()` })
          .where('id', '=', row.id)
          .execute();
      return {
        keyId: row.id,
        shopId: row.shop_id,
        shopSlug: row.slug,
        scopes: row.scopes as ApiKeyScope[],
      };
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
