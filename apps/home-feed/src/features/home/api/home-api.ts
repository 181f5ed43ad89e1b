import type {
  CarouselsResponse,
  HomeCollectionsResponse,
  HomeMetricsResponse,
} from '@vouch/contracts';
import { hasMorePages, type CarouselKind, type HomeCollectionKind } from '@vouch/domain';
import { api } from '@vouch/api-client';

/** What a home carousel is asked for (spec §7 carousels.json: q, country, redesign). */
export interface CarouselArgs {
  kind: CarouselKind;
  country: string;
  redesign: boolean;
}

export interface HomeCollectionArgs extends Omit<CarouselArgs, 'kind'> {
  kind: HomeCollectionKind;
}

const carouselParams = ({ country, redesign }: Omit<CarouselArgs, 'kind'>) => ({
  country,
  ...(redesign ? { redesign: '1' } : {}),
});

/** Spec §7 `GET /reviews.json`, `GET /reviews/carousels.json` and the home collections. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeMetrics: build.query<HomeMetricsResponse, void>({
      query: () => 'reviews.json',
      keepUnusedDataFor: 300,
    }),
    getCarousels: build.query<CarouselsResponse, CarouselArgs>({
      query: ({ kind, ...rest }) => ({
        url: 'reviews/carousels.json',
        params: { q: kind, ...carouselParams(rest) },
      }),
      keepUnusedDataFor: 300,
    }),
    /** The items after a carousel's first page (which carousels.json answers), a page at a time. */
    getHomeCollection: build.infiniteQuery<HomeCollectionsResponse, HomeCollectionArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 2,
        getNextPageParam: (last) =>
          hasMorePages(last.items.length, last.per_page) ? last.page + 1 : undefined,
      },
      query: ({ queryArg: { kind, ...rest }, pageParam }) => ({
        url: 'reviews/home/collections',
        params: { kind, page: pageParam, ...carouselParams(rest) },
      }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetHomeMetricsQuery, useGetCarouselsQuery, useGetHomeCollectionInfiniteQuery } =
  homeApi;
