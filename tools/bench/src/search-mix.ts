import { BRANDS, CATEGORY_TREE, COLOURS, PRODUCT_ADJECTIVES } from '@vouch/seed';

/** Spec §3 sort options, Default first. */
const SORTS = ['', 'reviews_count', 'newest', 'best_selling', 'price_asc', 'price_desc'];

/** Filter sets a shopper applies from the sidebar (spec §3 search params). */
const FILTERS = [
  'min_rating=4',
  'currency=EUR&min_price=20&max_price=80',
  'currency=USD&max_price=40',
  'store_country=GB',
  'country=NZ',
  'min_transparency=90',
  'min_authenticity=50&reviews_count=5',
  'currency=GBP&min_price=100&min_rating=3',
];

const TYPOS: [string, string][] = [
  ['backpacks', 'bakcpacks'],
  ['headphones', 'headphnoes'],
  ['leggings', 'legings'],
  ['sunglasses', 'sunglases'],
  ['dresses', 'dreses'],
  ['candles', 'candels'],
  ['kettles', 'ketles'],
  ['suitcases', 'suitcasses'],
];

const lower = (text: string) => text.toLowerCase();
const leaves = Object.values(CATEGORY_TREE).flatMap((level2) => Object.values(level2).flat());

/**
 * 200 realistic product searches, deterministic: common and rare words (single category words,
 * brand or material plus a category, three-word product names, very common single brand and colour
 * words), typos, category browsing, sidebar filters, and every sort order in turn.
 */
export function searchMix(categoryIds: readonly number[]): string[] {
  const queries: string[] = [];
  const add = (query: string) => {
    const sort = SORTS[queries.length % SORTS.length];
    queries.push(`/reviews/search.json?${query}${sort ? `&sort_by=${sort}` : ''}`);
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  for (let index = 0; index < 50; index++) add(q(lower(leaves[(index * 7) % leaves.length]!)));
  for (let index = 0; index < 12; index++)
    add(q(lower([BRANDS, PRODUCT_ADJECTIVES, COLOURS][index % 3]![index]!)));
  for (let index = 0; index < 40; index++)
    add(
      q(
        lower(
          `${PRODUCT_ADJECTIVES[index % PRODUCT_ADJECTIVES.length]} ${leaves[(index * 11) % leaves.length]}`,
        ),
      ),
    );
  for (let index = 0; index < 30; index++)
    add(q(lower(`${BRANDS[index % BRANDS.length]} ${leaves[(index * 13) % leaves.length]}`)));
  for (let index = 0; index < 20; index++) {
    add(
      q(
        lower(
          `${BRANDS[(index * 3) % BRANDS.length]} ${PRODUCT_ADJECTIVES[(index * 5) % PRODUCT_ADJECTIVES.length]} ${leaves[(index * 17) % leaves.length]}`,
        ),
      ),
    );
  }
  for (const [, typo] of TYPOS) add(q(typo));
  for (let index = 0; index < 16; index++)
    add(`category_id=${categoryIds[(index * 5) % categoryIds.length]}&category_search=true`);
  for (let index = 0; index < 24; index++)
    add(`${q(lower(leaves[(index * 19) % leaves.length]!))}&${FILTERS[index % FILTERS.length]}`);
  return queries;
}

/** Store searches: names and domains, single words and prefixes, some empty, a few pages deep. */
export function storeSearchMix(): string[] {
  const words = [
    'harbor',
    'market',
    'studio',
    'supply',
    'co',
    'goods',
    'willow',
    'cedar',
    'meadow',
    'outfitters',
    'house',
    'trading',
    'atelier',
    'lane',
    'north',
  ];
  const paths = words.flatMap((word, index) => [
    `/reviews/store_search.json?q=${word}`,
    `/reviews/store_search.json?q=${word.slice(0, 3)}&page=${1 + (index % 3)}`,
  ]);
  return [
    ...paths,
    '/reviews/store_search.json',
    '/reviews/store_search.json?page=40',
    '/reviews/store_search.json?country=GB',
    '/reviews/store_search.json?q=harbor+outfitters',
  ];
}
