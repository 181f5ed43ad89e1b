import { sql, type Kysely } from 'kysely';
import type { ProductSearchResult, SearchFacetsResponse } from '@vouch/contracts';
import {
  ALL_COUNTRIES,
  MIN_RATING_CHOICES,
  type ExchangeRates,
  type SearchParams,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { productSearchResultFrom, type ProductResultRow } from '../catalog';
import { phraseSearchEngine } from './phrase-engine/phrase-search-repository';
import { catalogueChangedSince } from './catalogue-changes-repository';
import {
  SEARCH_PER_PAGE,
  SEARCH_RESULTS_CAP,
  searchText,
  type CatalogueMark,
  type Search,
  type SearchEngine,
  type SearchRequest,
} from './search-engine';

export interface ProductSearchPage {
  results: ProductSearchResult[];
  total: number;
  capped: boolean;
  /** How the matches were found (the response's Server-Timing header says it). */
  plan: string;
}

/** A page's cards, and whether the engine's answer was stale when they were read (then neither counts). */
interface CardRead {
  cards: ProductSearchResult[];
  stale: boolean;
}

/** The columns of `ProductResultRow`, from `products p join shops s`. */
const CARD_COLUMNS = sql`
  p.encoded_id, p.title, p.handle, p.image_url, p.retina_image_url, p.lowest_price, p.currency,
  p.average_rating, p.reviews_count, p.transparency_score, p.authenticity_score,
  s.encoded_id as shop_encoded_id, s.name as shop_name, s.domain as shop_domain, s.slug as shop_slug,
  s.country as shop_country`;

/**
 * Product search: the in-process index answers what it can evaluate, the phrase engine the rest
 * (phrases); PostgreSQL reads the cards of the ids they answer.
 */
export function productSearchRepository(db: Kysely<Database>, index: SearchEngine) {
  const phrases = phraseSearchEngine(db);
  const engineFor = async (text: string | null): Promise<SearchEngine> =>
    (await index.evaluates(text)) ? index : phrases;
  const sample = async (search: Search, limit: number) =>
    (await engineFor(searchText(search.params))).sample(search, limit);

  /** Whether the catalogue changed since `staleIf`: a statement of its own, where no card read carries it. */
  async function holds(staleIf: CatalogueMark | null): Promise<boolean> {
    if (staleIf === null) return false;
    const { rows } = await sql<{
      holds: boolean;
    }>`select ${catalogueChangedSince(staleIf)} as holds`.execute(db);
    return rows[0]!.holds;
  }

  /** The cards of products `ids`, in that order, and whether the catalogue changed since `staleIf` as they were read. */
  async function cardsOf(ids: number[], staleIf: CatalogueMark | null): Promise<CardRead> {
    if (ids.length === 0) return { cards: [], stale: await holds(staleIf) };
    const stale = staleIf === null ? sql`false` : catalogueChangedSince(staleIf);
    const { rows } = await sql<ProductResultRow & { id: string; stale: boolean }>`
      select ${stale} as stale, p.id, ${CARD_COLUMNS}
      from products p join shops s on s.id = p.shop_id where p.id = any(${ids}::bigint[])`.execute(
      db,
    );
    if (rows.length === 0) return { cards: [], stale: await holds(staleIf) };
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return {
      cards: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [productSearchResultFrom(row)] : [];
      }),
      stale: rows[0]!.stale,
    };
  }

  return {
    /** One page of matches and the capped total: an engine finds them, PostgreSQL reads their cards. */
    async page(
      params: SearchParams,
      text: string | null,
      rates: ExchangeRates,
      options: { perPage?: number } = {},
    ): Promise<ProductSearchPage> {
      const request: SearchRequest = {
        params: { ...params, q: text ?? '' },
        rates,
        perPage: options.perPage ?? SEARCH_PER_PAGE,
      };
      const engine = await engineFor(text);
      // The engine answers at once and the card read tells whether the catalogue changed since it
      // last looked; only then does it look and answer again (a rename is found by the next search).
      let found = await engine.page(request, { deferLook: true });
      let read = await cardsOf(found.ids, found.staleIf);
      if (read.stale) {
        found = await engine.page(request);
        read = await cardsOf(found.ids, found.staleIf);
      }
      const results = read.cards;
      return {
        total: Math.min(found.total, SEARCH_RESULTS_CAP),
        capped: found.total > SEARCH_RESULTS_CAP,
        results,
        plan: found.answeredBy,
      };
    },

    /** For a search that found nothing: what its engine says of the text (`SearchEngine.diagnose`). */
    async diagnose(text: string) {
      return (await engineFor(text)).diagnose(text);
    },

    /**
     * How many of a search's matches each category holds (the categories a shopper can narrow the
     * search to): all of them when there are up to 500, else 500 of them (an engine's sample).
     */
    async categoryCounts(
      params: SearchParams,
      text: string | null,
      rates: ExchangeRates,
    ): Promise<Map<number, number>> {
      const { matches } = await sample(
        { params: { ...params, q: text ?? '' }, rates },
        SEARCH_RESULTS_CAP,
      );
      const { rows } = await sql<{ id: number; count: number }>`
        select category.id, count(*)::int as count
        from products p, unnest(p.category_ids) as category(id)
        where p.id = any(${matches.map((match) => match.id)}::bigint[])
        group by category.id`.execute(db);
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    /**
     * The filter sidebar's counts (issue #20, item 3): for ratings and for store countries, the
     * search without that filter, over its matches (or 500 of them, an engine's sample), counted by each choice.
     */
    async facets(
      params: SearchParams,
      text: string | null,
      rates: ExchangeRates,
    ): Promise<SearchFacetsResponse> {
      const without = (filter: Partial<SearchParams>) =>
        sample({ params: { ...params, ...filter, q: text ?? '' }, rates }, SEARCH_RESULTS_CAP);
      const [byRating, byCountry] = await Promise.all([
        without({ min_rating: 0 }),
        without({ store_country: ALL_COUNTRIES }),
      ]);
      const countries = new Map<string, number>();
      for (const match of byCountry.matches)
        countries.set(match.storeCountry, (countries.get(match.storeCountry) ?? 0) + 1);
      return {
        ratings: {
          counted: byRating.matches.length,
          capped: byRating.more,
          choices: MIN_RATING_CHOICES.filter((rating) => rating > 0).map((rating) => ({
            value: rating,
            count: byRating.matches.filter((match) => match.averageRating >= rating).length,
          })),
        },
        store_countries: {
          counted: byCountry.matches.length,
          capped: byCountry.more,
          choices: [...countries]
            .map(([value, count]) => ({ value, count }))
            .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
        },
      };
    },

    async shopName(shop: NonNullable<SearchParams['shop']>): Promise<string | null> {
      const row = await db
        .selectFrom('shops')
        .select('name')
        .where('domain', '=', shop.shop_domain)
        .where('platform', '=', shop.platform)
        .executeTakeFirst();
      return row?.name ?? null;
    },
  };
}
