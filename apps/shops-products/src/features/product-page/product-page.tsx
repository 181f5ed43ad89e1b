import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import { productReviewsArgs, useCurrentPageMeta, useGetProductReviewsQuery } from '@vouch/api-client';
import { categoryPath, DEFAULT_REVIEW_SORT } from '@vouch/domain';
import { Breadcrumb, Spinner } from '@vouch/design-system';
import { ProductReviews } from './components/product-reviews';
import { ProductSummary } from './components/product-summary';

/** Spec §2 product page: the product, its categories, and its reviews. */
export function ProductPage() {
  const { data: page, isError } = useCurrentPageMeta();
  const product = page?.product_data;
  const shop = page?.shop_data;
  // The first page of reviews in the default order also carries the widget data for the summary.
  const { data: reviews } = useGetProductReviewsQuery(
    product && shop ? productReviewsArgs(product, shop, { page: 1, sort_by: DEFAULT_REVIEW_SORT }) : skipToken,
  );
  if (isError) {
    // Spec §4: "A product or shop page load failure sets a not-found flag."
    return (
      <>
        <h1>We could not find that product</h1>
        <p>
          It may have been removed from the store. <Link to="/reviews/search">Search products</Link> instead.
        </p>
      </>
    );
  }
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
      <ProductReviews product={product} shop={shop} />
    </>
  );
}
