import type { ProductSearchResult } from '@vouch/contracts';

/** The columns a product card is made of (the search's select list names them so). */
export interface ProductResultRow {
  encoded_id: string;
  title: string;
  handle: string;
  image_url: string | null;
  retina_image_url: string | null;
  lowest_price: string;
  currency: string;
  average_rating: string;
  reviews_count: number;
  transparency_score: string;
  authenticity_score: string;
  shop_encoded_id: string;
  shop_name: string;
  shop_domain: string;
  shop_slug: string;
  shop_country: string;
}

/** A product card from its row: the shape search, category and shop pages all answer. */
export function productSearchResultFrom(row: ProductResultRow): ProductSearchResult {
  return {
    encoded_id: row.encoded_id,
    title: row.title,
    handle: row.handle,
    internal_path: `/reviews/stores/${row.shop_slug}/products/${row.handle}`,
    image_url: row.image_url,
    retina_image_url: row.retina_image_url,
    lowest_price: Number(row.lowest_price),
    currency: row.currency,
    average_rating: Number(row.average_rating),
    reviews_count: row.reviews_count,
    transparency_score: Number(row.transparency_score),
    authenticity_score: Number(row.authenticity_score),
    shop: {
      encoded_id: row.shop_encoded_id,
      name: row.shop_name,
      domain: row.shop_domain,
      internal_path: `/reviews/stores/${row.shop_slug}`,
      country: row.shop_country,
    },
  };
}
