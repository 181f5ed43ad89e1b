import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, profileTabQuery, reviewAnchor, signInPath } from '@vouch/domain';
import { PageIntro, RetryingImage, Spinner } from '@vouch/design-system';
import { ProfileLayout } from '../../components/profile-layout';
import { useGetNewReviewQuery } from '../../features/write-review/api/write-review-api';
import { ReviewForm } from '../../features/write-review/components/review-form';

/** `/reviews/write-review/new?line_item_public_id=`: the review form for one ordered item. */
export function ReviewFormPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const lineItem = params.get('line_item_public_id') ?? '';
  const { data: me, isError: meFailed } = useMe();
  const form = useGetNewReviewQuery(lineItem, { skip: !me?.reviewer || !lineItem });
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  const ownReviews = pagePath(
    'privateProfile',
    { slug: me.reviewer.slug },
    { query: `tab=${profileTabQuery('reviews')}` },
  );
  if (!form.data) {
    if (!lineItem || form.isError)
      return (
        <ProfileLayout>
          <PageIntro
            title="We could not open this review"
            description="This order is not among yours, or it could not be loaded. Pick the item from your orders."
          />
          <Link to={pagePath('writeReview')}>Your orders</Link>
        </ProfileLayout>
      );
    return <Spinner />;
  }
  const { product_data: product, line_item: item } = form.data;
  return (
    <ProfileLayout>
      <div>
        <h1>Review {product.title}</h1>
        <p>
          Ordered from <Link to={item.shop.internal_path}>{item.shop.name}</Link>
        </p>
        {product.image_url && (
          <RetryingImage src={product.image_url} alt={product.title} width={120} height={120} />
        )}
      </div>
      {item.review_public_id ? (
        <p>
          You have already reviewed this item.{' '}
          <Link to={`${ownReviews}#${reviewAnchor(item.review_public_id)}`}>See your review</Link>{' '}
          or{' '}
          <Link
            to={pagePath(
              'writeReviewEdit',
              {},
              {
                query: new URLSearchParams({ review_public_id: item.review_public_id }).toString(),
              },
            )}
          >
            edit it
          </Link>
        </p>
      ) : (
        <ReviewForm
          key={item.public_id}
          subject={product.title}
          target={{ kind: 'new', lineItem: item }}
          ownProfilePath={ownReviews}
        />
      )}
    </ProfileLayout>
  );
}
