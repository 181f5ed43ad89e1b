import type { GeneratedCatalogue, GeneratedProduct } from '@vouch/seed';
import type { IndexedShop } from './index-maintenance';
import type { IndexedProduct } from './product-columns';

/** Each word's lexemes as PostgreSQL's `to_tsvector('english', ...)` gives them. */
export type WordLexemes = (words: readonly string[]) => Promise<Map<string, string[]>>;

/** Products turned into index rows per batch: the words new to a batch are read in one statement. */
const BATCH = 50_000;

/** The shops of a generated catalogue, as the index holds them. */
export function generatedIndexShops(catalogue: GeneratedCatalogue): IndexedShop[] {
  return catalogue.shops.map((shop) => ({
    id: shop.id,
    domain: shop.domain,
    platform: shop.platform,
    ships_to: shop.shipsTo,
  }));
}

const wordsOf = (product: GeneratedProduct) =>
  `${product.title} ${product.description}`.split(' ').filter((word) => word !== '');

/**
 * The products of a generated catalogue as the index rows `search-index-repository.ts` reads from
 * PostgreSQL, in batches of BATCH, drawn as they are asked for: only a batch is held at a time.
 * A search vector's lexemes are those of its words taken one by one (PostgreSQL's parser splits
 * at spaces), and the catalogue's words are few, so each word is read from PostgreSQL once.
 */
export async function* generatedIndexRows(
  catalogue: GeneratedCatalogue,
  lexemesOfWords: WordLexemes,
): AsyncGenerator<IndexedProduct[]> {
  const known = new Map<string, string[]>();
  const products = catalogue.products();
  for (;;) {
    const batch: GeneratedProduct[] = [];
    for (let next = products.next(); !next.done; next = products.next()) {
      batch.push(next.value);
      if (batch.length === BATCH) break;
    }
    if (batch.length === 0) return;
    const unknown = new Set<string>();
    for (const product of batch)
      for (const word of wordsOf(product)) if (!known.has(word)) unknown.add(word);
    if (unknown.size > 0)
      for (const [word, lexemes] of await lexemesOfWords([...unknown])) known.set(word, lexemes);
    yield batch.map((product) => indexRowOf(product, known));
  }
}

function indexRowOf(product: GeneratedProduct, known: Map<string, string[]>): IndexedProduct {
  const lexemes = new Set<string>();
  for (const word of wordsOf(product)) for (const lexeme of known.get(word)!) lexemes.add(lexeme);
  return {
    id: product.id,
    shop_id: product.shopId,
    shop_country: product.shopCountry,
    category_ids: product.categoryIds,
    lexemes: [...lexemes],
    reviews_count: product.reviewsCount,
    average_rating: product.averageRating,
    sales_count: product.salesCount,
    transparency_score: product.transparencyScore,
    authenticity_score: product.authenticityScore,
    lowest_price: product.lowestPrice,
    price_usd: product.priceUsd,
    created_at_us: Date.parse(product.createdAt) * 1000,
  };
}
