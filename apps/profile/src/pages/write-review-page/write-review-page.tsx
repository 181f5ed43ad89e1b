import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, PRIVATE_LIST_PAGE_SIZE, profileTabQuery, signInPath } from '@vouch/domain';
import { Button, Pagination, Spinner } from '@vouch/design-system';
import { useGetOrdersQuery } from '../../api/profile-api';
import { OrderLineItems } from '../../components/order-line-items';
import { ProfileLayout } from '../../components/profile-layout';

/**
 * `/reviews/write-review`: what the reviewer ordered, not yet reviewed first, each with "Write a
 * review"; `?shop=` narrows it to one shop. Spec §8: a failed load is an empty list, with a retry.
 */
export function WriteReviewPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const shop = params.get('shop') ?? undefined;
  const [page, setPage] = useState(1);
  const { data: me, isError: meFailed } = useMe();
  const orders = useGetOrdersQuery({ page, shop }, { skip: !me?.reviewer });
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  const list = orders.data?.data;
  const shopName = list?.shop?.name;
  return (
    <ProfileLayout>
      <div>
        <h1>{shopName ? `Write a review of ${shopName}` : 'Write a review'}</h1>
        <p>Pick an item you ordered. Reviews of what you bought carry a "Verified buyer" line.</p>
        {shop && <Link to={pagePath('writeReview')}>See all your orders</Link>}
      </div>
      {orders.isLoading ? (
        <Spinner />
      ) : orders.isError ? (
        <div role="alert">
          <p>Your orders could not be loaded.</p>
          <Button $variant="secondary" onClick={() => orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : list && list.total_count === 0 ? (
        <p>
          {shopName
            ? `You have no orders from ${shopName} on Vouch yet.`
            : 'You have no orders on Vouch yet.'}
        </p>
      ) : list ? (
        <>
          <OrderLineItems
            items={list.line_items}
            ownReviewsPath={pagePath(
              'privateProfile',
              { slug: me.reviewer.slug },
              { query: `tab=${profileTabQuery('reviews')}` },
            )}
          />
          <Pagination
            current={page}
            total={Math.ceil(list.total_count / PRIVATE_LIST_PAGE_SIZE)}
            hrefFor={(n) => `#orders-page-${n}`}
            onNavigate={setPage}
            label="Order pages"
          />
        </>
      ) : null}
    </ProfileLayout>
  );
}
