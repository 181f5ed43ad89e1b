import {
  BRANDS,
  CATEGORY_TREE,
  COLOURS,
  PRODUCT_ADJECTIVES,
  Prng,
  SEED_COUNTRIES,
} from '@vouch/seed';

/** What the site offers to search in: read from the running site, so the mix fits its data. */
export interface SearchableFacts {
  /** Category ids by level (1 to 3). */
  categoryIds: Record<1 | 2 | 3, number[]>;
  /** Currencies with an exchange rate (the currency picker's). */
  currencies: string[];
  /** Shops a shopper may search inside (shop pages' search box). */
  shops: { domain: string; platform: string }[];
}

/** How a search came to be, for grouping the figures. */
export interface BroadSearch {
  path: string;
  family: string;
}

/** The fixed seed of the mix: the same 1,000 searches on every machine and every run. */
export const BROAD_MIX_SEED = 20261124;

const SORTS = {
  '': 40,
  reviews_count: 12,
  newest: 12,
  best_selling: 12,
  price_asc: 12,
  price_desc: 12,
} as const;
const TEXT_KINDS = { none: 35, word: 25, twoWords: 15, typo: 5, categoryName: 20 } as const;
const LEVELS = { 1: 1, 2: 1, 3: 1 } as const;

const lower = (text: string) => text.toLowerCase();
const level2Names = Object.values(CATEGORY_TREE).flatMap((level2) => Object.keys(level2));
const leaves = Object.values(CATEGORY_TREE).flatMap((level2) => Object.values(level2).flat());
const categoryNames = [...Object.keys(CATEGORY_TREE), ...level2Names, ...leaves];
const singleWords = [
  ...leaves.filter((leaf) => !leaf.includes(' ')),
  ...BRANDS,
  ...COLOURS,
  ...PRODUCT_ADJECTIVES,
];
const storeCountryWeights: Record<string, number> = Object.fromEntries(
  SEED_COUNTRIES.map((country) => [country.code, country.weight]),
);

/** A misspelling a shopper makes: two neighbouring letters swapped, or one doubled or dropped. */
function typo(word: string, prng: Prng): string {
  const at = prng.int(1, word.length - 2);
  const kind = prng.int(0, 2);
  if (kind === 0) return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  if (kind === 1) return `${word.slice(0, at)}${word[at]}${word.slice(at)}`;
  return `${word.slice(0, at)}${word.slice(at + 1)}`;
}

/** A price a shopper types: round figures, in the currency they picked. */
function roundPrice(prng: Prng, rate: number): number {
  const usd = prng.pick([5, 10, 15, 20, 25, 30, 40, 50, 63, 75, 100, 150, 190, 250, 400, 800]);
  const local = usd * rate;
  const step = local >= 1000 ? 100 : local >= 100 ? 10 : 1;
  return Math.max(step, Math.round(local / step) * step);
}

/**
 * `count` searches drawn with a fixed seed from every parameter the search page and its sidebar can
 * set, weighted as shoppers use them: most searches have no filter or one, some stack several; the
 * first page is the most read. Each search names its family (text kind, sort, filters) for the report.
 */
export function broadSearchMix(
  facts: SearchableFacts,
  rates: Record<string, number>,
  count = 1000,
  seed = BROAD_MIX_SEED,
): BroadSearch[] {
  const prng = new Prng(seed);
  const searches: BroadSearch[] = [];
  while (searches.length < count) {
    const query = new URLSearchParams();
    const filters: string[] = [];
    const textKind = prng.weighted(TEXT_KINDS);
    if (textKind === 'word') query.set('q', lower(prng.pick(singleWords)));
    if (textKind === 'twoWords')
      query.set(
        'q',
        lower(`${prng.pick([...BRANDS, ...COLOURS, ...PRODUCT_ADJECTIVES])} ${prng.pick(leaves)}`),
      );
    if (textKind === 'typo')
      query.set('q', typo(lower(prng.pick(singleWords.filter((word) => word.length >= 5))), prng));
    if (textKind === 'categoryName') query.set('q', lower(prng.pick(categoryNames)));
    if (prng.chance(0.3)) {
      const level = Number(prng.weighted(LEVELS)) as 1 | 2 | 3;
      query.set('category_id', String(prng.pick(facts.categoryIds[level])));
      if (textKind === 'none') query.set('category_search', 'true');
      filters.push(`category L${level}`);
    }
    if (prng.chance(0.2)) {
      query.set('min_rating', String(prng.int(1, 4)));
      filters.push('min_rating');
    }
    if (prng.chance(0.2)) {
      const currency = prng.pick(facts.currencies);
      const rate = rates[currency] ?? 1;
      const bounds = prng.weighted({ both: 3, min: 1, max: 2 });
      const [low, high] = [roundPrice(prng, rate), roundPrice(prng, rate)].sort(
        (a, b) => a - b,
      ) as [number, number];
      query.set('currency', currency);
      if (bounds !== 'max') query.set('min_price', String(low));
      if (bounds !== 'min') query.set('max_price', String(high === low ? high * 2 : high));
      filters.push(`price ${bounds}`);
    }
    if (prng.chance(0.15)) {
      query.set('store_country', prng.weighted(storeCountryWeights));
      filters.push('store_country');
    }
    if (prng.chance(0.15)) {
      query.set('country', prng.weighted(storeCountryWeights));
      filters.push('country');
    }
    if (prng.chance(0.15)) {
      query.set('min_transparency', String(prng.pick([0, 50, 90, 95])));
      filters.push('transparency');
    }
    if (prng.chance(0.1)) {
      query.set('min_authenticity', String(prng.pick([50, 80, 90])));
      filters.push('authenticity');
    }
    if (prng.chance(0.1)) {
      query.set('reviews_count', String(prng.pick([5, 10, 50])));
      filters.push('reviews_count');
    }
    if (facts.shops.length > 0 && prng.chance(0.05)) {
      const shop = prng.pick(facts.shops);
      query.set('shop_domain', shop.domain);
      query.set('platform', shop.platform);
      query.set('search_in_shop', '1');
      filters.push('shop');
    }
    const sort = prng.weighted(SORTS);
    if (sort) query.set('sort_by', sort);
    const pageBand = prng.weighted({ first: 60, next: 20, deep: 20 });
    const page = pageBand === 'first' ? 1 : pageBand === 'next' ? prng.int(2, 3) : prng.int(4, 25);
    if (page > 1) query.set('page', String(page));
    const family = [
      textKind === 'none' ? 'no text' : textKind,
      sort || 'default sort',
      filters.length > 0 ? filters.join(' + ') : 'no filter',
    ].join(', ');
    searches.push({
      path: `/reviews/search.json${query.size > 0 ? `?${query.toString()}` : ''}`,
      family,
    });
  }
  return searches;
}
