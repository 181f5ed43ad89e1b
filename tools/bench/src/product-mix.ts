import { sql } from 'kysely';
import { openDatabase } from '@vouch/db';

/** The product the product-page figures are measured on (issue #5: "a product with 2,000 reviews"). */
export interface BenchProduct {
  pagePath: string;
  reviews: number;
  widgetBase: string;
}

/** The review count the product page is measured at. */
const TARGET = sql.lit(2000);

/**
 * On PostgreSQL, the product whose review count is nearest 2,000 (the lowest id of those as near);
 * on the default data, the most reviewed product (search.json sorted by reviews). Either way its
 * widget address comes from its page JSON, as the browser builds it.
 */
export async function findBenchProduct(
  origin: string,
  databaseUrl: string | undefined,
): Promise<BenchProduct> {
  let pagePath: string;
  if (databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    try {
      // Index probes on products_popular_idx (reviews_count): the nearest count on either side of
      // 2,000, then the few products that near. Sorting every product by its distance took over
      // the 5 s statement timeout at a million products on a slower machine.
      const { rows } = await sql<{ path: string }>`
        with nearest as (
          select least(
            (select min(reviews_count) from products where reviews_count >= ${TARGET}) - ${TARGET},
            ${TARGET} - (select max(reviews_count) from products where reviews_count < ${TARGET})
          ) as distance
        )
        select '/reviews/stores/' || s.slug || '/products/' || p.handle as path
        from (
          select p.handle, p.shop_id from nearest cross join products p
          where p.reviews_count between ${TARGET} - distance and ${TARGET} + distance
          order by abs(p.reviews_count - ${TARGET}), p.id
          limit 1
        ) p join shops s on s.id = p.shop_id`.execute(database.db);
      pagePath = rows[0]!.path;
    } finally {
      await database.close();
    }
  } else {
    const search = (await (
      await fetch(`${origin}/reviews/search.json?sort_by=reviews_count&min_transparency=0`)
    ).json()) as {
      data: { search_results: { internal_path: string }[] };
    };
    pagePath = search.data.search_results[0]!.internal_path;
  }
  const page = (await (await fetch(`${origin}${pagePath}?format=json`)).json()) as {
    shop_data: { domain: string; platform: string; public_token: string };
    product_data: { external_id: string };
  };
  const widgetBase = `/api/v1/widgets/product_review?shop_domain=${page.shop_data.domain}&platform=${page.shop_data.platform}&api_token=${page.shop_data.public_token}&external_id=${encodeURIComponent(page.product_data.external_id)}`;
  const widget = (await (await fetch(`${origin}${widgetBase}`)).json()) as { total_count: number };
  return { pagePath: `${pagePath}?format=json`, reviews: widget.total_count, widgetBase };
}

const SORTS = [
  'pictures_first',
  'most_recent',
  'highest_rating',
  'lowest_rating',
  'most_recent&sort_dir=asc',
];
const FILTERS = [
  '',
  'filter_rating=5',
  'filter_rating=1',
  'filter_rating=3',
  'verified_only=true',
  'review_source=invite',
  'search=quality',
  'review_type=all-reviews',
  'filter_rating=4&verified_only=true',
];

/** Every filter with every sort, on the first three pages: 135 widget calls a shopper could make. */
export function productReviewMix(widgetBase: string): string[] {
  const paths: string[] = [];
  for (const filter of FILTERS) {
    for (const sort of SORTS) {
      for (const page of [1, 2, 3])
        paths.push(`${widgetBase}&sort_by=${sort}&page=${page}${filter ? `&${filter}` : ''}`);
    }
  }
  return paths;
}
