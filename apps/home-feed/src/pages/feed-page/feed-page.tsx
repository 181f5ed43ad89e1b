import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMe } from '@vouch/api-client';
import { useGetFeedInfiniteQuery } from '../../features/feed/api/feed-api';
import {
  appendPages,
  DEFAULT_FEED_FILTERS,
  feedEntryKey,
  type FeedFilters,
  pagePath,
} from '@vouch/domain';
import { LoadMoreButton, PlainList, Spinner } from '@vouch/design-system';
import { NarrowPage } from '../../components/narrow-page';
import { SignInInvitation } from '../../components/sign-in-invitation';
import { FeedEventItem } from '../../features/feed/components/feed-event-item';
import { FeedFiltersForm } from '../../features/feed/components/feed-filters-form';
import { UnreviewedProductsPrompt } from '../../features/feed/components/unreviewed-products-prompt';

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec §2 /reviews/feed: news from followed shops, products and reviewers; guests are invited to sign in. */
export function FeedPage() {
  const { data: me, isLoading } = useMe();
  if (isLoading) return <Spinner />;
  if (!me?.reviewer) {
    return (
      <SignInInvitation
        title="Your feed"
        reason="Follow shops, products and reviewers, and their new reviews, replies and pictures arrive here. Sign in to see yours."
      />
    );
  }
  return <SignedInFeed />;
}

function SignedInFeed() {
  const [filters, setFilters] = useState<FeedFilters>(DEFAULT_FEED_FILTERS);
  const feed = useGetFeedInfiniteQuery(filters);
  const pages = feed.data?.pages ?? [];
  // A review reaches a follower through each followed owner (its shop and its product, say) and each thing that happened to it: shown once.
  const events = appendPages(
    pages.map((page) => page.feed_events),
    feedEntryKey,
  );
  return (
    <NarrowPage>
      <h1>Your feed</h1>
      <FeedFiltersForm filters={filters} onChange={setFilters} />
      {pages[0] && (
        <UnreviewedProductsPrompt products={pages[0].current_reviewer_unreviewed_products} />
      )}
      <section aria-label="News" aria-busy={feed.isFetching}>
        {feed.isLoading && <Spinner />}
        {feed.isError && (
          <p role="alert">We could not load your feed. Please try again in a moment.</p>
        )}
        {feed.isSuccess && events.length === 0 && (
          <Empty>
            Nothing here yet. Follow shops, products and <Link to={pagePath('people')}>people</Link>{' '}
            to see their news.
          </Empty>
        )}
        <PlainList>
          {events.map((event) => (
            <FeedEventItem key={event.id} event={event} />
          ))}
        </PlainList>
      </section>
      {feed.hasNextPage && (
        <LoadMoreButton
          label="Load more"
          loading={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        />
      )}
    </NarrowPage>
  );
}
