import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  carouselsQuerySchema,
  homeCollectionsQuerySchema,
  howItWorksResponseSchema,
  type CarouselsResponse,
  type HowItWorksResponse,
  type HomeCollectionsQuery,
  type HomeCollectionsResponse,
  type HomeMetricsResponse,
} from '@vouch/contracts';
import {
  HOME_CAROUSEL_PAGE_SIZE,
  searchQueryString,
  collectionSearch,
  TRANSPARENT_PRODUCTS,
  type CarouselKind,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { cachedFor, cachedPerKey, refreshedEvery } from '../../http/cached-for';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import type { ExchangeRatesSource } from '../currency';
import { staticPageMetaData } from '../page-meta';
import type { SearchEngine } from '../search';
import { carouselRepository } from './carousel-repository';
import { countHomeMetrics } from './home-metrics-repository';

/** Home's figures move slowly and cost a pass over every review: counted again every ten minutes. */
const METRICS_LIFETIME_MS = 10 * 60_000;
/** Carousels are the same for every shopper of a country; rebuilt at most every five minutes. */
const CAROUSEL_LIFETIME_MS = 5 * 60_000;
const CAROUSEL_MAX_AGE_SECONDS = 300;

/** Spec §7 `GET /reviews.json` (home metrics), `GET /reviews/carousels.json`, the home collections and how-it-works.json. */
export async function homeModule(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    exchangeRates: ExchangeRatesSource;
    searchIndex: SearchEngine;
    publicOrigin: string;
  },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const carousels = carouselRepository(options.db, options.searchIndex);

  const metrics = refreshedEvery(
    METRICS_LIFETIME_MS,
    async (): Promise<HomeMetricsResponse> => ({
      metrics: await countHomeMetrics(options.db),
      computed_at: new Date().toISOString(),
    }),
    (error) => app.log.warn({ err: error }, 'Home metrics not counted again: the last count stays'),
  );
  // Counted as the server starts, so the first visitor does not wait for the pass over every review.
  app.addHook('onReady', async () => {
    void metrics().catch(() => undefined);
  });

  /** One page of one kind's items for one country: the carousel and the home collections share it. */
  const collectionPage = cachedPerKey(
    CAROUSEL_LIFETIME_MS,
    1_000,
    async (key: string): Promise<HomeCollectionsResponse> => {
      const { kind, country, page, redesign } = JSON.parse(key) as HomeCollectionsQuery & {
        redesign: '1' | null;
      };
      const perPage = HOME_CAROUSEL_PAGE_SIZE;
      if (kind === 'product')
        return {
          kind,
          page,
          per_page: perPage,
          items: await carousels.products(
            TRANSPARENT_PRODUCTS,
            country,
            await options.exchangeRates(),
            page,
            perPage,
          ),
        };
      if (kind === 'featured_review')
        return {
          kind,
          page,
          per_page: perPage,
          items: await carousels.featuredReviews(country, page, perPage),
        };
      // The curated collections are one short list: everything is on page 1.
      return {
        kind,
        page,
        per_page: perPage,
        items:
          page === 1
            ? await carousels.collectionCards(country, await options.exchangeRates(), redesign)
            : [],
      };
    },
  );
  const pageOf = (query: Omit<HomeCollectionsQuery, 'redesign'> & { redesign: '1' | null }) =>
    collectionPage(
      JSON.stringify({
        kind: query.kind,
        country: query.country,
        page: query.page,
        redesign: query.redesign,
      }),
    );

  const categoryBlocks = cachedFor(CAROUSEL_LIFETIME_MS, () => carousels.categoryBlocks());

  async function carouselsOf(
    kind: CarouselKind,
    country: string,
    redesign: '1' | null,
  ): Promise<CarouselsResponse> {
    if (kind === 'category') return { kind, carousels: await categoryBlocks() };
    const first = await pageOf({ kind, country, page: 1, redesign });
    if (first.kind === 'product') {
      const query = searchQueryString({
        ...collectionSearch(TRANSPARENT_PRODUCTS, country),
        redesign,
      });
      return {
        kind: 'product',
        carousels: [
          {
            external_title: TRANSPARENT_PRODUCTS.title,
            external_description: TRANSPARENT_PRODUCTS.description,
            see_all_path: `/reviews/search?${query}`,
            items: first.items,
          },
        ],
      };
    }
    if (first.kind === 'collection') {
      return {
        kind: 'collection',
        carousels: [
          {
            external_title: 'Collections',
            external_description: 'Searches worth a look, each with its reviews to read.',
            see_all_path: null,
            items: first.items,
          },
        ],
      };
    }
    return {
      kind: 'featured_review',
      carousels: [
        {
          external_title: 'Reviews worth reading',
          external_description: 'Recent five-star reviews from verified buyers, with pictures.',
          see_all_path: null,
          items: first.items,
        },
      ],
    };
  }

  app.get('/reviews.json', async (request, reply) =>
    sendCacheable(request, reply, await metrics(), 300),
  );

  // Spec §7 lists how-it-works.json but nothing calls it: the info page's head and the figures it can quote.
  routes.get(
    '/reviews/how-it-works.json',
    { schema: { response: { 200: howItWorksResponseSchema } } },
    async (request, reply) => {
      const body: HowItWorksResponse = {
        meta_data: staticPageMetaData('howItWorks', options.publicOrigin),
        ...(await metrics()),
      };
      return sendCacheable(request, reply, body, 300);
    },
  );

  routes.get(
    '/reviews/carousels.json',
    { schema: { querystring: carouselsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const body = await carouselsOf(query.q, query.country, query.redesign ? '1' : null);
      return sendCacheable(request, reply, body, CAROUSEL_MAX_AGE_SECONDS);
    },
  );

  routes.get(
    '/reviews/home/collections',
    { schema: { querystring: homeCollectionsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      return sendCacheable(
        request,
        reply,
        await pageOf({ ...query, redesign: query.redesign ? '1' : null }),
        CAROUSEL_MAX_AGE_SECONDS,
      );
    },
  );
}
