import { sql, type Kysely } from 'kysely';
import type {
  CarouselBlock,
  CategoryTile,
  CollectionCard,
  ReviewWithSubject,
  ProductSearchResult,
} from '@vouch/contracts';
import {
  ALL_COUNTRIES,
  collectionSearch,
  collectionSearchPath,
  type ExchangeRates,
  formatCount,
  HOME_COLLECTIONS,
  type HomeCollection,
  sortCategories,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { categoryRepository } from '../categories';
import { type SearchEngine, productSearchRepository } from '../search';
import {
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  reviewWithSubjectFrom,
  type ReviewRow,
} from '../reviews';

/** Level-2 categories a category block shows. */
const TILES_PER_BLOCK = 12;
/** Level-1 categories home gives a block to. */
const CATEGORY_BLOCKS = 3;

/** Where home's carousel items come from (spec §3 carousel kinds); every list is for one country. */
export function carouselRepository(db: Kysely<Database>, searchIndex: SearchEngine) {
  const search = productSearchRepository(db, searchIndex);
  const categories = categoryRepository(db);

  return {
    /** A page of a collection's products, in its search's order. */
    async products(
      collection: HomeCollection,
      country: string,
      rates: ExchangeRates,
      page: number,
      perPage: number,
    ): Promise<ProductSearchResult[]> {
      const found = await search.page(
        { ...collectionSearch(collection, country), page },
        null,
        rates,
        { perPage },
      );
      return found.results;
    },

    /** Every curated collection as a card: its search's first picture and how many products it finds. */
    async collectionCards(
      country: string,
      rates: ExchangeRates,
      redesign: '1' | null,
    ): Promise<CollectionCard[]> {
      return Promise.all(
        HOME_COLLECTIONS.map(async (collection) => {
          const found = await search.page(collectionSearch(collection, country), null, rates, {
            perPage: 1,
          });
          return {
            slug: collection.slug,
            title: collection.title,
            description: collection.description,
            search_path: collectionSearchPath(collection, country, redesign),
            image_url: found.results[0]?.image_url ?? null,
            products_count: found.total,
            products_capped: found.capped,
          };
        }),
      );
    },

    /** The first level-1 categories in page order, each with its level-2 categories as tiles. */
    async categoryBlocks(): Promise<CarouselBlock<'category'>[]> {
      const all = await categories.all();
      const roots = sortCategories(
        all.filter((category) => category.level === 1 && category.products_count > 0),
        'page_order',
      ).slice(0, CATEGORY_BLOCKS);
      return roots.map((root) => {
        const tiles: CategoryTile[] = sortCategories(
          all.filter((category) => category.parent_id === root.id && category.products_count > 0),
          'page_order',
        )
          .slice(0, TILES_PER_BLOCK)
          .map((category) => ({
            id: category.id,
            name: category.name,
            handle: category.handle,
            path: `/reviews/categories/${category.handle}`,
            image_url: category.image_url,
            products_count: category.products_count,
          }));
        return {
          external_title: root.name,
          external_description: `${formatCount(root.products_count)} reviewed products in ${root.name.toLowerCase()}.`,
          see_all_path: `/reviews/categories/${root.handle}`,
          items: tiles,
        };
      });
    },

    /**
     * Recent five-star reviews from verified buyers with pictures and something to say, from shops
     * that ship to the country (the partial index reviews_featured_idx keeps this a short walk).
     */
    async featuredReviews(
      country: string,
      page: number,
      perPage: number,
    ): Promise<ReviewWithSubject[]> {
      const shipsThere =
        country === ALL_COUNTRIES
          ? sql`true`
          : sql`(s.ships_to is null or ${country}::char(2) = any (s.ships_to))`;
      // Raw SQL: the page of review ids first (the partial index), then the shared review row's joins.
      const { rows } = await sql<ReviewRow>`
        select ${REVIEW_ROW_COLUMNS}
        from (select r.* from reviews r join shops s on s.id = r.shop_id
              where r.published and r.deleted_at is null and r.verified and r.has_media and r.rating = 5
                and r.product_id is not null and length(r.body) >= 80 and ${shipsThere}
              order by r.created_at desc, r.id desc
              offset ${(page - 1) * perPage} limit ${perPage}) r
        ${REVIEW_ROW_JOINS}
        order by r.created_at desc, r.id desc`.execute(db);
      return rows.map(reviewWithSubjectFrom);
    },
  };
}
