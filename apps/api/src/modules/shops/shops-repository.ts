import { type Kysely, sql } from 'kysely';
import type {
  FeaturedCard,
  ProductData,
  ProductPageResponse,
  ProductSearchResult,
  ShopData,
} from '@vouch/contracts';
import { reviewIntegrityScores, scoreMedals } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { productSearchResultFrom } from '../catalog';

/** How many products the shop page lists as its top products, and at most how many cards its carousel shows. */
export const SHOP_TOP_PRODUCTS = 8;
export const SHOP_FEATURED_CARDS = 12;

/** A shop as its pages need it: the public data, and the key its other rows hang from. */
export interface ShopRecord {
  id: string;
  slug: string;
  data: ShopData;
}

/** A product as its page needs it: the public data, its key, and the review summary kept on its row. */
export interface ProductRecord extends Pick<
  ProductPageResponse,
  'product_data' | 'categories_data'
> {
  id: string;
  reviews_count: number;
  average_rating: number;
}

interface ShopRow {
  id: string;
  slug: string;
  name: string;
  domain: string;
  platform: string;
  public_token: string;
  encoded_id: string;
  country: string;
  logo_url: string | null;
  description: string;
  disable_web_reviews: boolean;
  enable_question_answer: boolean;
  show_cards_carousel: boolean;
  response_time_value: number | null;
  response_time_unit: 'minutes' | 'hours' | 'days' | null;
  confirmed_contact: boolean;
  reviews_count: number;
  average_rating: string;
  verified_reviews_count: number;
  published_verified_count: number;
  orders_count: number;
  addresses: ShopData['contact_info']['confirmed_addresses'];
}

/** Spec §3 "Shop data", its medals computed from the review counts by the domain's one rule. */
function shopDataFrom(row: ShopRow): ShopData {
  const scores = reviewIntegrityScores({
    verified: row.verified_reviews_count,
    publishedVerified: row.published_verified_count,
    published: row.reviews_count,
  });
  return {
    name: row.name,
    domain: row.domain,
    platform: row.platform,
    public_token: row.public_token,
    encoded_id: row.encoded_id,
    internal_path: `/reviews/stores/${row.slug}`,
    country: row.country,
    logo: row.logo_url,
    description: row.description,
    settings: {
      disable_web_reviews: row.disable_web_reviews,
      enable_question_anwser: row.enable_question_answer,
      shop_settings: { review_site_show_cards_carousel: row.show_cards_carousel },
    },
    contact_info: {
      response_time:
        row.response_time_value !== null && row.response_time_unit
          ? { value: row.response_time_value, unit: row.response_time_unit }
          : null,
      confirmed_contact: row.confirmed_contact,
      confirmed_addresses: row.addresses,
    },
    shop_medals: scoreMedals(scores),
    shop_metrics: {
      reviews_count: row.reviews_count,
      average_rating: Number(row.average_rating),
      verified_reviews_count: row.verified_reviews_count,
      orders_count: row.orders_count,
      transparency_score: scores.transparency,
      authenticity_score: scores.authenticity,
    },
  };
}

export function shopRepository(db: Kysely<Database>) {
  return {
    /** The shop at `/reviews/stores/{slug}` with its settings, contact info, metrics and medals, in one statement. */
    async shopBySlug(slug: string): Promise<ShopRecord | null> {
      // Raw SQL: the shop, its metrics and its confirmed addresses (as JSON) in one statement, one round trip per page.
      const { rows } = await sql<ShopRow>`
        select s.id, s.slug, s.name, s.domain, s.platform, s.public_token, s.encoded_id, s.country, s.logo_url, s.description,
               s.disable_web_reviews, s.enable_question_answer, s.show_cards_carousel, s.response_time_value, s.response_time_unit,
               s.confirmed_contact, coalesce(m.reviews_count, 0) as reviews_count, coalesce(m.average_rating, 0) as average_rating,
               coalesce(m.verified_reviews_count, 0) as verified_reviews_count, coalesce(m.published_verified_count, 0) as published_verified_count,
               coalesce(m.orders_count, 0) as orders_count,
               coalesce((select json_agg(json_build_object('address_line_1', a.address_line_1, 'address_line_2', a.address_line_2, 'city', a.city,
                                                           'postcode', a.postcode, 'country', a.country, 'billing', a.billing) order by a.id)
                         from shop_addresses a where a.shop_id = s.id and a.confirmed), '[]') as addresses
        from shops s left join shop_metrics m on m.shop_id = s.id
        where s.slug = ${slug}`.execute(db);
      const row = rows[0];
      return row ? { id: row.id, slug: row.slug, data: shopDataFrom(row) } : null;
    },

    /** The shop's most reviewed products, as product cards. */
    async topProducts(shop: ShopRecord): Promise<ProductSearchResult[]> {
      const rows = await db
        .selectFrom('products as p')
        .select([
          'p.encoded_id',
          'p.title',
          'p.handle',
          'p.image_url',
          'p.retina_image_url',
          'p.lowest_price',
          'p.currency',
          'p.average_rating',
          'p.reviews_count',
          'p.transparency_score',
          'p.authenticity_score',
        ])
        .where('p.shop_id', '=', shop.id)
        .orderBy('p.reviews_count', 'desc')
        .orderBy('p.id', 'desc')
        .limit(SHOP_TOP_PRODUCTS)
        .execute();
      return rows.map((row) =>
        productSearchResultFrom({
          ...row,
          shop_encoded_id: shop.data.encoded_id,
          shop_name: shop.data.name,
          shop_domain: shop.data.domain,
          shop_slug: shop.slug,
          shop_country: shop.data.country,
        }),
      );
    },

    /** Spec §3 featured_cards: the shop's best sellers with a price, when it shows its cards carousel. */
    async featuredCards(shop: ShopRecord): Promise<FeaturedCard[]> {
      if (!shop.data.settings.shop_settings.review_site_show_cards_carousel) return [];
      const rows = await db
        .selectFrom('products')
        .select([
          'encoded_id',
          'title',
          'handle',
          'image_url',
          'retina_image_url',
          'currency',
          'lowest_price',
          'displayed_price',
        ])
        .where('shop_id', '=', shop.id)
        .where('lowest_price', '>', '0')
        .orderBy('sales_count', 'desc')
        .orderBy('id', 'desc')
        .limit(SHOP_FEATURED_CARDS)
        .execute();
      return rows.map(({ handle, lowest_price, displayed_price, ...card }) => ({
        ...card,
        internal_path: `${shop.data.internal_path}/products/${handle}`,
        lowest_price: Number(lowest_price),
        displayed_price: Number(displayed_price),
      }));
    },

    /** Spec §3 "Product data" of the shop's product and its categories, level 1 first; null for no such product. */
    async productPage(shop: ShopRecord, handle: string): Promise<ProductRecord | null> {
      const product = await db
        .selectFrom('products')
        .select([
          'id',
          'title',
          'image_url',
          'retina_image_url',
          'description',
          'external_url',
          'external_id',
          'handle',
          'encoded_id',
          'reviews_count',
          'average_rating',
        ])
        .where('shop_id', '=', shop.id)
        .where('handle', '=', handle)
        .executeTakeFirst();
      if (!product) return null;
      const categories = await db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select(['c.id', 'c.name', 'c.handle', 'c.level'])
        .where('pc.product_id', '=', product.id)
        .orderBy('c.level')
        .orderBy('c.id')
        .execute();
      const { id, reviews_count, average_rating, ...fields } = product;
      const productData: ProductData = {
        ...fields,
        shop_domain: shop.data.domain,
        platform: shop.data.platform,
        internal_path: `${shop.data.internal_path}/products/${product.handle}`,
      };
      return {
        id,
        reviews_count,
        average_rating: Number(average_rating),
        product_data: productData,
        categories_data: categories,
      };
    },
  };
}

export type ShopRepository = ReturnType<typeof shopRepository>;
