import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductSearchResult, SearchFacetsResponse } from '@vouch/contracts';
import {
  ALL_COUNTRIES,
  MIN_RATING_CHOICES,
  type ExchangeRates,
  type SearchParams,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { cachedPerKey } from '../../http/cached-for';
import { productSearchResultFrom, type ProductResultRow } from '../catalog';
import { phraseSearchEngine } from './phrase-engine/phrase-search-repository';
import {
  pagePlace,
  SEARCH_PER_PAGE,
  SEARCH_RESULTS_CAP,
  searchText,
  type EnginePage,
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

/** How long a text's diagnosis is kept, and for how many texts at most. */
const DIAGNOSIS_TTL_MS = 60_000;
const DIAGNOSES_KEPT = 10_000;

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

  /**
   * The diagnosis of a text, kept a minute per text: the dictionary (search_terms) changes only
   * when a bulk load refreshes it, and a quarter of the broad search mix matches no product and asks.
   */
  const diagnose = cachedPerKey(DIAGNOSIS_TTL_MS, DIAGNOSES_KEPT, async (text: string) => {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    const { rows } = await sql<{ searchable: boolean; words: string[] }>`
      select numnode(websearch_to_tsquery('english', ${text})) > 0 as searchable,
             array(
               select coalesce(
                 case when length(w.word) < 3 or exists (select 1 from search_terms t where t.term = w.word) then w.word end,
                 (select t.term from search_terms t where t.term % w.word order by t.term <-> w.word, t.popularity desc limit 1),
                 w.word)
               from unnest(${words}::text[]) with ordinality as w(word, position)
               order by w.position
             ) as words`.execute(db);
    const row = rows[0]!;
    return { searchable: row.searchable, corrected: row.words.join(' ') };
  });

  /** Whether `staleIf` holds: a statement of its own, where no card read carries it. */
  async function holds(staleIf: RawBuilder<boolean> | null): Promise<boolean> {
    if (staleIf === null) return false;
    const { rows } = await sql<{ holds: boolean }>`select ${staleIf} as holds`.execute(db);
    return rows[0]!.holds;
  }

  /** The cards of products `ids`, in that order, and whether `staleIf` held as they were read. */
  async function cardsOf(ids: number[], staleIf: RawBuilder<boolean> | null): Promise<CardRead> {
    if (ids.length === 0) return { cards: [], stale: await holds(staleIf) };
    const { rows } = await sql<ProductResultRow & { id: string; stale: boolean }>`
      select ${staleIf ?? sql`false`} as stale, p.id, ${CARD_COLUMNS}
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

  /** The cards of the relevance window's page: exact titles first, then PostgreSQL's rank, then popularity (spec §3). */
  async function rankedCardsOf(
    ids: number[],
    text: string,
    offset: number,
    perPage: number,
    staleIf: RawBuilder<boolean> | null,
  ): Promise<CardRead> {
    if (ids.length === 0) return { cards: [], stale: await holds(staleIf) };
    const { rows } = await sql<ProductResultRow & { stale: boolean }>`
      select ${staleIf ?? sql`false`} as stale, ${CARD_COLUMNS} from products p join shops s on s.id = p.shop_id
      where p.id = any(${ids}::bigint[])
      order by lower(p.title) = ${text.toLowerCase()} desc, ts_rank(p.search_vector, websearch_to_tsquery('english', ${text})) desc,
               p.reviews_count desc, p.id desc
      offset ${offset} limit ${perPage}`.execute(db);
    if (rows.length === 0) return { cards: [], stale: await holds(staleIf) };
    return { cards: rows.map(productSearchResultFrom), stale: rows[0]!.stale };
  }

  /** The cards of an engine's page, read with its staleness check. */
  const cardsOfPage = (found: EnginePage, request: SearchRequest, text: string | null) =>
    found.relevanceWindow
      ? rankedCardsOf(found.ids, text!, pagePlace(request).offset, request.perPage, found.staleIf)
      : cardsOf(found.ids, found.staleIf);

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
      let read = await cardsOfPage(found, request, text);
      if (read.stale) {
        found = await engine.page(request);
        read = await cardsOfPage(found, request, text);
      }
      const results = read.cards;
      return {
        total: Math.min(found.total, SEARCH_RESULTS_CAP),
        capped: found.total > SEARCH_RESULTS_CAP,
        results,
        plan: found.answeredBy,
      };
    },

    /**
     * For a search that found nothing: whether the text has any searchable word (all stop words
     * search nothing), and the text with unknown words replaced by the closest dictionary term.
     */
    diagnose,

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
