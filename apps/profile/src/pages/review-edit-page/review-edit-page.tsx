import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, profileTabQuery, signInPath } from '@vouch/domain';
import { PageIntro, RetryingImage, Spinner } from '@vouch/design-system';
import { ProfileLayout } from '../../components/profile-layout';
import { useGetEditReviewQuery } from '../../features/write-review/api/write-review-api';
import { ReviewForm } from '../../features/write-review/components/review-form';

/** `/reviews/write-review/edit?review_public_id=` (issue #29, item 1): the review form filled with one of the reviewer's reviews. */
export function ReviewEditPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const reviewId = params.get('review_public_id') ?? '';
  const { data: me, isError: meFailed } = useMe();
  const form = useGetEditReviewQuery(reviewId, { skip: !me?.reviewer || !reviewId });
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  const ownReviews = pagePath(
    'privateProfile',
    { slug: me.reviewer.slug },
    { query: `tab=${profileTabQuery('reviews')}` },
  );
  if (!form.data) {
    if (!reviewId || form.isError)
      return (
        <ProfileLayout>
          <PageIntro
            title="We could not open this review"
            description="It is not among your reviews, it is deleted (restore it first), or it could not be loaded."
          />
          <Link to={ownReviews}>Your reviews</Link>
        </ProfileLayout>
      );
    return <Spinner />;
  }
  const { product_data: product, shop, review } = form.data;
  const subject = product?.title ?? shop.name;
  return (
    <ProfileLayout>
      <div>
        <h1>Edit your review of {subject}</h1>
        <p>
          At <Link to={shop.internal_path}>{shop.name}</Link>. Your review keeps its date and how it
          was verified, and shows when it was updated.
        </p>
        {product?.image_url && (
          <RetryingImage src={product.image_url} alt={product.title} width={120} height={120} />
        )}
      </div>
      <ReviewForm
        key={review.public_id}
        subject={subject}
        target={{ kind: 'edit', review }}
        ownProfilePath={ownReviews}
      />
    </ProfileLayout>
  );
}
