import {
  ALL_COUNTRIES,
  priceBoundsInUsd,
  type ExchangeRates,
  type SearchParams,
} from '@vouch/domain';

/**
 * What any search engine answers, in search terms (docs/architecture.md, 'Search behind a port'):
 * the in-process index (`in-process-index/`) answers most searches, the phrase engine
 * (`phrase-engine/`) the texts the index cannot evaluate; `search-repository.ts` chooses one and
 * reads the cards of the ids it answers. Matching, ranking and spelling are the engine's; a
 * second engine implements this interface and nothing else.
 */
export interface SearchEngine {
  /** Whether the engine can answer searches for this text (null: no text). */
  evaluates(text: string | null): Promise<boolean>;
  /**
   * One page of a search's matches in order (ranked by relevance for a text without a sort), and
   * how many there are. With `deferLook`, an engine that answers from memory kept in step with the
   * catalogue answers without first asking what changed, and says in `staleIf` which changes it had
   * followed: the caller's next read of the catalogue tells whether any came since (issue #32:
   * one statement per search where there were two).
   */
  page(request: SearchRequest, options?: { deferLook?: boolean }): Promise<EnginePage>;
  /** Up to `limit` of a search's matches, whichever are cheapest to find: the filter sidebar counts them. */
  sample(search: Search, limit: number): Promise<SearchSample>;
  /**
   * For a search that found nothing: whether the text has any searchable word (all stop words
   * search nothing), and the text with unknown words replaced by the closest known term.
   */
  diagnose(text: string): Promise<TextDiagnosis>;
}

/**
 * Where an engine stood in the catalogue's change log (migration 0017) when it answered: the
 * horizon it reads changes from, and the snapshot of its last read of them (null when unknown:
 * every write it saw is applied).
 */
export interface CatalogueMark {
  horizon: string;
  snapshot: string | null;
}

export interface TextDiagnosis {
  searchable: boolean;
  corrected: string;
}

/** A search: the normalized params (the text is `params.q`; empty, none), with the rates that convert price bounds. */
export interface Search {
  params: SearchParams;
  rates: ExchangeRates;
}

export interface SearchRequest extends Search {
  /** The page's size; the page is `params.page`. */
  perPage: number;
}

export interface EnginePage {
  /** How many products match, counted up to `SEARCH_COUNTED_UP_TO` (more than the cap: the total is capped). */
  total: number;
  /** The page's product ids in order. */
  ids: number[];
  /** How it was answered, for the Server-Timing header and the benchmarks' slowest searches. */
  answeredBy: string;
  /**
   * With `deferLook`: the changes the answer had followed; when the catalogue has changed since, the
   * page is asked again without. Null: the page is current.
   */
  staleIf: CatalogueMark | null;
}

/** A match as the filter sidebar counts it. */
export interface SampledMatch {
  id: number;
  averageRating: number;
  storeCountry: string;
}

export interface SearchSample {
  matches: SampledMatch[];
  /** Whether there are more matches than `limit`. */
  more: boolean;
}

/** Results per page. */
export const SEARCH_PER_PAGE = 20;
/**
 * Matches are counted up to this many (25 pages): more than shoppers page through, and counting
 * is the biggest share of a common word's cost (a product read per match). Totals past it are
 * "500+", and the pages stop there, as on most shops' own search.
 */
export const SEARCH_RESULTS_CAP = 500;
/** What engines count up to: one past the cap says there are more. */
export const SEARCH_COUNTED_UP_TO = SEARCH_RESULTS_CAP + 1;
/**
 * Text searches without a sort rank this many of their most reviewed matches by relevance (the
 * first five pages); later pages continue in popularity order after them, so no product repeats.
 * Ranking every match of a common word would cost a rank computation per match.
 */
export const RELEVANCE_WINDOW = 5 * SEARCH_PER_PAGE;

/** The text a search looks for, or null for none. */
export const searchText = (params: SearchParams): string | null => params.q || null;

/** Where a page starts, and whether it falls in the relevance window (a text search without a sort). */
export function pagePlace(request: SearchRequest): { offset: number; relevance: boolean } {
  const offset = (request.params.page - 1) * request.perPage;
  return {
    offset,
    relevance:
      searchText(request.params) !== null &&
      request.params.sort_by === null &&
      offset < RELEVANCE_WINDOW,
  };
}

/**
 * A search's filters as every engine applies them (spec §3 and §5), written once: percentages as
 * the fractions products carry, price bounds in dollars when the shopper's currency has a rate
 * (compared with each product's dollar price) and otherwise in each product's own currency, and
 * "any" as null.
 */
export interface SearchFilters {
  minRating: number;
  minTransparency: number;
  minAuthenticity: number;
  minReviews: number;
  categoryId: number | null;
  price: { inDollars: boolean; min: number | null; max: number | null };
  storeCountry: string | null;
  shipsTo: string | null;
  shop: { domain: string; platform: string } | null;
}

export function searchFilters({ params, rates }: Search): SearchFilters {
  const usd = priceBoundsInUsd(params, params.currency, rates);
  return {
    minRating: params.min_rating,
    minTransparency: params.min_transparency / 100,
    minAuthenticity: params.min_authenticity / 100,
    minReviews: params.reviews_count,
    categoryId: params.category_id,
    price: usd
      ? { inDollars: true, min: usd.min_price, max: usd.max_price }
      : { inDollars: false, min: params.min_price, max: params.max_price },
    storeCountry: params.store_country === ALL_COUNTRIES ? null : params.store_country,
    shipsTo: params.country === ALL_COUNTRIES ? null : params.country,
    shop: params.shop && { domain: params.shop.shop_domain, platform: params.shop.platform },
  };
}
