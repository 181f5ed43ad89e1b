import { useState } from 'react';
import { pagePath, PRIVATE_LIST_PAGE_SIZE, profileTabQuery } from '@vouch/domain';
import { Pagination, Spinner } from '@vouch/design-system';
import { useGetOrdersQuery } from '../../../api/profile-api';
import { OrderLineItems } from '../../../components/order-line-items';

/** What the reviewer ordered, not yet reviewed first, with the way to review each item. */
export function OrdersTab({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const { data, isError } = useGetOrdersQuery({ page });
  if (!data)
    return isError ? (
      <p role="alert">Your orders are unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  const { line_items: items, total_count } = data.data;
  if (total_count === 0)
    return <p>No orders yet. Orders from shops that work with Vouch show here, ready to review.</p>;
  return (
    <>
      <OrderLineItems
        items={items}
        ownReviewsPath={pagePath(
          'privateProfile',
          { slug },
          { query: `tab=${profileTabQuery('reviews')}` },
        )}
      />
      <Pagination
        current={page}
        total={Math.ceil(total_count / PRIVATE_LIST_PAGE_SIZE)}
        hrefFor={(n) => `#orders-page-${n}`}
        onNavigate={setPage}
        label="Order pages"
      />
    </>
  );
}
