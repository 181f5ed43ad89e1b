import type { MetaData } from '@vouch/contracts';
import { pagePath, searchParamsFromQuery, type PageRouteMatch } from '@vouch/domain';
import type { PageMetaRepository } from './page-meta-repository';

const SITE = 'Vouch';
const withSite = (title: string) => `${title} | ${SITE}`;
const stars = (average: string | number) => Number(average).toFixed(1);

export type StaticMeta = Omit<MetaData, 'canonical_url'>;

export const STATIC_PAGE_META: Partial<Record<PageRouteMatch['name'], StaticMeta>> = {
  home: {
    title: 'Vouch: honest reviews of online shops and products',
    description:
      'Read verified reviews of online shops and products, with pictures, videos and medals that show how transparent every store really is.',
  },
  feed: {
    title: withSite('Your feed'),
    description:
      'New reviews, replies and pictures from the shops, products and people you follow.',
  },
  howItWorks: {
    title: withSite('How it works'),
    description: 'How Vouch collects, verifies and publishes reviews of online shops and products.',
  },
  medals: {
    title: withSite('Transparency and authenticity medals'),
    description:
      'What the Diamond, Platinum, Gold, Silver and Bronze medals mean and how stores earn them.',
  },
  trust: {
    title: withSite('Trust and review integrity'),
    description:
      'How we keep reviews on Vouch honest: verified purchases, published negative reviews and fair disputes.',
  },
  categoryIndex: {
    title: withSite('All product categories'),
    description:
      'Browse every product category on Vouch and find the best-reviewed products in each.',
  },
  storeSearch: {
    title: withSite('Find stores'),
    description: 'Search online stores by name or domain and read what their customers say.',
  },
  people: {
    title: withSite('Find people'),
    description: 'Discover reviewers whose taste you trust and follow their reviews.',
  },
  following: {
    title: withSite('Following'),
    description: 'The shops, products and reviewers you follow on Vouch.',
  },
  writeReview: {
    title: withSite('Write a review'),
    description: 'Review the products you ordered and help other shoppers choose well.',
  },
  writeReviewNew: {
    title: withSite('Write a review'),
    description: 'Tell other shoppers about a product you bought.',
  },
  writeReviewEdit: {
    title: withSite('Edit your review'),
    description: 'Change the stars, words, recommendation or pictures of your review.',
  },
  profileEdit: {
    title: withSite('Edit your profile'),
    description: 'Change how your reviewer profile appears on Vouch.',
  },
  profileEmailConfirm: {
    title: withSite('Confirm your new e-mail'),
    description: 'Confirm the new address you sign in to Vouch with.',
  },
  profileEmailUndo: {
    title: withSite('Undo an e-mail change'),
    description: 'Keep signing in to Vouch with your old e-mail address.',
  },
  profileUnsubscribe: {
    title: withSite('Stop e-mails'),
    description: 'Stop one kind of e-mail from Vouch.',
  },
  privateProfile: {
    title: withSite('My profile'),
    description: 'Your reviews, rewards, orders and disputes on Vouch.',
  },
  profileDispute: {
    title: withSite('Your dispute'),
    description: 'Follow the progress of your dispute with a shop.',
  },
  shopInbox: {
    title: withSite('Shop inbox'),
    description: 'Reviews, questions and disputes waiting for your shop.',
  },
  reviewRequest: {
    title: withSite('Review your order'),
    description: 'Write a verified review of what you ordered, or stop review requests.',
  },
  shopConnect: {
    title: withSite('Connect your shop'),
    description: 'Claim your shop on Vouch by its domain, make API keys and invite your team.',
  },
  arbitrator: {
    title: withSite('Disputes to decide'),
    description: 'Open disputes between reviewers and shops, waiting for a decision.',
  },
  login: {
    title: withSite('Sign in'),
    description: 'Sign in to Vouch or create an account to review, follow shops and open disputes.',
  },
  logout: { title: withSite('Sign out'), description: 'Sign out of Vouch on this device.' },
};

/** A page's fixed head with its address: the `meta_data` of the pages spec §7 lists as `.json` endpoints. */
export function staticPageMetaData(name: 'feed' | 'howItWorks', publicOrigin: string): MetaData {
  return { ...STATIC_PAGE_META[name]!, canonical_url: `${publicOrigin}${pagePath(name)}` };
}

/** A category page's head, for its HTML and for its JSON. */
export function categoryPageMeta(category: { name: string; products_count: number }): StaticMeta {
  return {
    title: withSite(`${category.name} reviews`),
    description: `Compare ${category.products_count} ${category.name.toLowerCase()} products by their verified reviews.`,
  };
}

/** The search page's head, for its HTML and for search.json. */
export function searchPageMeta(searchText: string): StaticMeta {
  const q = searchText.slice(0, 80);
  return q
    ? {
        title: withSite(`Reviews for "${q}"`),
        description: `Products matching "${q}", ranked by what reviewers say.`,
      }
    : {
        title: withSite('Search products'),
        description: 'Search products across thousands of online stores and compare their reviews.',
      };
}

/** The shop page's head, from the shop it shows. */
export function shopPageMeta(shop: {
  name: string;
  domain: string;
  shop_metrics: { reviews_count: number; average_rating: number };
}): StaticMeta {
  const { reviews_count, average_rating } = shop.shop_metrics;
  return {
    title: withSite(`${shop.name} reviews`),
    description: `${reviews_count} reviews of ${shop.name} (${shop.domain}), rated ${stars(average_rating)} out of 5. Read what customers say.`,
  };
}

/** The product page's head, from the product's rating summary. */
export function productPageMeta(
  product: { title: string; reviews_count: number; average_rating: number },
  shop: { name: string },
): StaticMeta {
  return {
    title: withSite(`${product.title} reviews`),
    description: `${product.reviews_count} reviews of ${product.title} from ${shop.name}, rated ${stars(product.average_rating)} out of 5.`,
  };
}

/**
 * Title and description of a page (spec §1: "Page title and description come from metadata that
 * each page fetches"); null when the page names something that does not exist. Shop and product
 * pages and reviewer profiles load their whole data instead (shop-pages.ts, profile-pages.ts) and take their head from it.
 */
export async function pageMetaForRoute(
  match: PageRouteMatch,
  query: Record<string, string | undefined>,
  repository: PageMetaRepository,
): Promise<StaticMeta | null> {
  const fixed = STATIC_PAGE_META[match.name];
  if (fixed) return fixed;
  const { params } = match;
  switch (match.name) {
    case 'PageSearch':
      return searchPageMeta(
        searchParamsFromQuery(
          new URLSearchParams(
            Object.entries(query).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          ),
        ).q,
      );
    case 'categoryShow': {
      const category = await repository.categoryByHandle(params.categorySlug!);
      return category ? categoryPageMeta(category) : null;
    }
    case 'shopDisputeNew': {
      const shop = await repository.shopBySlug(params.shopSlug!);
      return shop
        ? {
            title: withSite(`Open a dispute with ${shop.name}`),
            description: `Tell us what went wrong with your order from ${shop.name}.`,
          }
        : null;
    }
    case 'productDisputeNew': {
      const product = await repository.productByHandle(params.shopSlug!, params.productHandle!);
      return product
        ? {
            title: withSite(`Open a dispute about ${product.title}`),
            description: `Tell us what went wrong with ${product.title} from ${product.shop_name}.`,
          }
        : null;
    }
    case 'arbitratorDispute':
      return {
        title: withSite(`Dispute ${params.disputeId}`),
        description: 'The messages, files and history of one dispute.',
      };
    default:
      return null;
  }
}
