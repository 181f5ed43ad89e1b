import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import { SavedReviewNotice } from '@vouch/catalog-ui';
import {
  productReviewsArgs,
  useCurrentPageMeta,
  useGetProductReviewsQuery,
} from '@vouch/api-client';
import {
  categoryPath,
  defaultReviewListView,
  PRODUCT_REVIEW_TYPES,
  productStructuredData,
} from '@vouch/domain';
import { Breadcrumb, Spinner } from '@vouch/design-system';
import { NotFoundState } from '../../components/not-found-state';
import { QuestionsSection } from '../../features/questions/questions-section';
import {
  structuredDataOrigin,
  useStructuredData,
} from '../../features/structured-data/hooks/use-structured-data';
import { useAnswersForShop } from '../../hooks/use-answers-for-shop';
import { ProductReviews } from './components/product-reviews';
import { ProductSummary } from './components/product-summary';
import { RemovedReviewsNote } from './components/removed-reviews-note';

/** Spec §2 product page: the product, its categories, and its reviews. */
export function ProductPage() {
  const { data: page, isError } = useCurrentPageMeta();
  const product = page?.product_data;
  const shop = page?.shop_data;
  const answersForShop = useAnswersForShop(shop?.encoded_id);
  // The first page of reviews in the default order also carries the widget data for the summary.
  const { data: reviews } = useGetProductReviewsQuery(
    product && shop
      ? productReviewsArgs(product, shop, defaultReviewListView(PRODUCT_REVIEW_TYPES[0]))
      : skipToken,
  );
  // Spec §4: "A product or shop page load failure sets a not-found flag."
  useStructuredData(
    product && shop && reviews
      ? productStructuredData({
          origin: structuredDataOrigin(),
          product,
          shop,
          widget: reviews.widget,
          reviews: reviews.reviews,
        })
      : null,
  );
  if (isError || page === null)
    return <NotFoundState what="product" hint="It may have been removed from the store." />;
  if (!page || !product || !shop) return <Spinner />;
  return (
    <>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          {(page.categories_data ?? []).map((category) => (
            <li key={category.id}>
              <Link to={categoryPath(category)}>{category.name}</Link>
            </li>
          ))}
        </ol>
      </Breadcrumb>
      <ProductSummary product={product} shop={shop} widget={reviews?.widget ?? null} />
      <SavedReviewNotice />
      <ProductReviews product={product} shop={shop} />
      {page.removed_reviews && <RemovedReviewsNote counts={page.removed_reviews} />}
      {shop.settings.enable_question_anwser && (
        <QuestionsSection shop={shop} product={product} answersForShop={answersForShop} />
      )}
    </>
  );
}
