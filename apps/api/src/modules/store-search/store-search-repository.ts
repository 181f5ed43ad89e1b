import { sql, type Kysely } from 'kysely';
import type { StoreSearchResponse } from '@vouch/contracts';
import type { Database } from '../../db/schema';

const MAX_WORDS = 8;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface ShopRow {
  total: number;
  encoded_id: string | null;
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
    async search(options: { q: string; page: number; perPage: number; country: string | null }): Promise<StoreSearchResponse> {
      const text = options.q.toLowerCase().replace(/\s+/g, ' ').trim();
      const words = text ? text.split(' ').slice(0, MAX_WORDS) : [];
      const conditions = words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        return sql`(lower(s.name) like ${pattern} or s.domain like ${pattern})`;
      });
      if (options.country) conditions.push(sql`(s.ships_to is null or ${options.country}::char(2) = any (s.ships_to))`);
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const { rows } = await sql<ShopRow>`
        with matches as (
          select s.id, lower(s.name) = ${text} as exact, coalesce(m.reviews_count, 0) as reviews_count
          from shops s left join shop_metrics m on m.shop_id = s.id
          where ${where}
        ),
        page as (
          select id, row_number() over (order by exact desc, reviews_count desc, id) as position from matches
          order by exact desc, reviews_count desc, id
          offset ${(options.page - 1) * options.perPage} limit ${options.perPage}
        )
        select t.total::int as total, s.encoded_id, s.name, s.domain, s.country, s.logo_url, s.slug,
               m.average_rating, m.reviews_count, m.transparency_score, m.authenticity_score
        from (select count(*) as total from matches) t
        left join page on true
        left join shops s on s.id = page.id
        left join shop_metrics m on m.shop_id = s.id
        order by page.position`.execute(db);
      return {
        results_total_count: rows[0]?.total ?? 0,
        per_page: options.perPage,
        current_page: options.page,
        shop_results: rows
          .filter((row) => row.encoded_id !== null)
          .map((row) => ({
            encoded_shop_id: row.encoded_id!,
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
