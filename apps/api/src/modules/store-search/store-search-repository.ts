import { sql, type Kysely } from 'kysely';
import type { StoreSearchResponse } from '@vouch/contracts';
import { escapeLike } from '../../db/escape-like';
import type { Database } from '@vouch/db';

const MAX_WORDS = 8;

interface ShopRow {
  encoded_id: string;
  name: string;
  domain: string;
  country: string;
  logo_url: string | null;
  slug: string;
  average_rating: string | null;
  reviews_count: number | null;
  transparency_score: string | null;
  authenticity_score: string | null;
}

/**
 * Shops whose name or domain contains every word typed (trigram indexes serve the substring
 * look-ups), exact names first, then the most reviewed; `country` keeps shops that ship there.
 */
export function storeSearchRepository(db: Kysely<Database>) {
  return {
    async search(options: {
      q: string;
      page: number;
      perPage: number;
      country: string | null;
    }): Promise<StoreSearchResponse> {
      const text = options.q.toLowerCase().replace(/\s+/g, ' ').trim();
      const words = text ? text.split(' ').slice(0, MAX_WORDS) : [];
      const conditions = words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        return sql`(lower(s.name) like ${pattern} or s.domain like ${pattern})`;
      });
      if (options.country)
        conditions.push(
          sql`(s.ships_to is null or ${options.country}::char(2) = any (s.ships_to))`,
        );
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const offset = (options.page - 1) * options.perPage;
      // The exact name first (an index look-up), then the others most reviewed first: a walk of the
      // popularity index that stops after one page, however many shops a short word matches.
      const [{ rows }, { rows: counted }] = await Promise.all([
        sql<ShopRow>`
          select s.encoded_id, s.name, s.domain, s.country, s.logo_url, s.slug,
                 m.average_rating, m.reviews_count, m.transparency_score, m.authenticity_score
          from (
            (select s.id, 0 as tier, coalesce(m.reviews_count, 0) as popularity
             from shops s left join shop_metrics m on m.shop_id = s.id
             where lower(s.name) = ${text} and ${where})
            union all
            -- Every shop has its metrics row (created with the shop), so this walk sees them all.
            (select s.id, 1 as tier, m.reviews_count as popularity
             from shop_metrics m join shops s on s.id = m.shop_id
             where lower(s.name) <> ${text} and ${where}
             order by m.reviews_count desc, m.shop_id
             limit ${offset + options.perPage})
          ) page
          join shops s on s.id = page.id
          left join shop_metrics m on m.shop_id = s.id
          order by page.tier, page.popularity desc, page.id
          offset ${offset} limit ${options.perPage}`.execute(db),
        sql<{ total: number }>`select count(*)::int as total from shops s where ${where}`.execute(
          db,
        ),
      ]);
      return {
        results_total_count: counted[0]?.total ?? 0,
        per_page: options.perPage,
        current_page: options.page,
        shop_results: rows.map((row) => ({
          encoded_shop_id: row.encoded_id,
          name: row.name,
          domain: row.domain,
          country: row.country,
          logo: row.logo_url,
          internal_path: `/reviews/stores/${row.slug}`,
          average_rating: Number(row.average_rating ?? 0),
          reviews_count: row.reviews_count ?? 0,
          transparency_score: Number(row.transparency_score ?? 0),
          authenticity_score: Number(row.authenticity_score ?? 0),
        })),
      };
    },
  };
}
