import { useState } from 'react';
import type { HomeCollectionsResponse } from '@vouch/contracts';
import { useGetHomeCollectionInfiniteQuery, type HomeCollectionArgs } from '../api/home-api';
import { hasMorePages } from '@vouch/domain';

type ItemsOf<Kind extends HomeCollectionsResponse['kind']> = Extract<
  HomeCollectionsResponse,
  { kind: Kind }
>['items'];

/**
 * The pages after a carousel's first (spec §7 home collections), asked for only when the shopper
 * wants more; more exist while the last page was full (spec §4).
 */
export function useMoreCarouselItems<Kind extends HomeCollectionArgs['kind']>(
  args: HomeCollectionArgs & { kind: Kind },
  firstPage: { length: number; perPage: number },
) {
  const [asked, setAsked] = useState(false);
  const query = useGetHomeCollectionInfiniteQuery(args, { skip: !asked });
  const items = (query.data?.pages ?? []).flatMap((page): unknown[] =>
    page.kind === args.kind ? page.items : [],
  ) as ItemsOf<Kind>;
  const hasMore = asked
    ? query.hasNextPage && !query.isError
    : hasMorePages(firstPage.length, firstPage.perPage);
  return {
    items,
    hasMore,
    loading: query.isFetching,
    failed: query.isError,
    showMore: () => (asked ? void query.fetchNextPage() : setAsked(true)),
  };
}
