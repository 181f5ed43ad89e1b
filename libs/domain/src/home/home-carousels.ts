import { ALL_COUNTRIES } from '../countries/countries';
import {
  DEFAULT_SEARCH_PARAMS,
  searchQueryString,
  type SearchParams,
} from '../search/search-params';
import { pagePath } from '../routes/page-path';

/** Spec §3 "Carousel kinds: product, category, collection, featured_review", in the order home shows them. */
export const CAROUSEL_KINDS = ['product', 'category', 'collection', 'featured_review'] as const;
export type CarouselKind = (typeof CAROUSEL_KINDS)[number];

/** Spec §7 "home collections ... kind product, collection or featured_review": the kinds paged item by item. */
export const HOME_COLLECTION_KINDS = ['product', 'collection', 'featured_review'] as const;
export type HomeCollectionKind = (typeof HOME_COLLECTION_KINDS)[number];

/** Items in one page of a home carousel. */
export const HOME_CAROUSEL_PAGE_SIZE = 12;

/** A curated product search home offers as a collection card. */
export interface HomeCollection {
  slug: string;
  title: string;
  description: string;
  /** What the collection changes from the default search. */
  search: Partial<Omit<SearchParams, 'country' | 'page'>>;
}

/**
 * The product carousel: the most reviewed products whose every verified review is published
 * (Diamond transparency, spec §9) — the products a shopper can trust the stars of.
 */
export const TRANSPARENT_PRODUCTS: HomeCollection = {
  slug: 'transparent-products',
  title: 'Fully transparent products',
  description: 'Every verified review published, nothing hidden: the most reviewed of them.',
  search: { min_transparency: 100, sort_by: 'reviews_count' },
};

/** The collection carousel's cards, each a product search. */
export const HOME_COLLECTIONS: readonly HomeCollection[] = [
  {
    slug: 'loved-by-verified-buyers',
    title: 'Loved by verified buyers',
    description: 'Four stars and up, from shops whose reviews come from real orders.',
    search: { min_rating: 4, min_authenticity: 95, sort_by: 'reviews_count' },
  },
  {
    slug: 'best-sellers',
    title: 'Best sellers',
    description: 'What shoppers buy most, with the reviews to back it.',
    search: { sort_by: 'best_selling' },
  },
  {
    slug: 'new-arrivals',
    title: 'New arrivals',
    description: 'The newest products from transparent shops.',
    search: { sort_by: 'newest' },
  },
  {
    slug: 'diamond-transparency',
    title: 'Diamond transparency',
    description: 'Shops that published every verified review they received.',
    search: { min_transparency: 100, min_rating: 4 },
  },
  {
    slug: 'budget-finds',
    title: 'Well rated under $25',
    description: 'Four stars and up for less than 25 US dollars.',
    search: { max_price: 25, currency: 'USD', min_rating: 4 },
  },
  {
    slug: 'most-reviewed',
    title: 'Most reviewed',
    description: 'The products with the most to read before you buy.',
    search: { sort_by: 'reviews_count', reviews_count: 50 },
  },
];

/** The search a collection stands for, for shoppers in one country ('*' for anywhere). */
export function collectionSearch(
  collection: HomeCollection,
  country: string = ALL_COUNTRIES,
): SearchParams {
  return { ...DEFAULT_SEARCH_PARAMS, ...collection.search, country };
}

/** Where a collection card leads: its search, with the shopper's country and the redesign flag kept. */
export function collectionSearchPath(
  collection: HomeCollection,
  country: string = ALL_COUNTRIES,
  redesign: SearchParams['redesign'] = null,
): string {
  const query = searchQueryString({ ...collectionSearch(collection, country), redesign });
  return pagePath('PageSearch', {}, { query });
}
