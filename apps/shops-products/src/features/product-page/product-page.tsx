import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useCurrentPageMeta, useGetProductReviewsQuery } from '@vouch/api-client';
import { categoryPath, DEFAULT_REVIEW_SORT } from '@vouch/domain';
import { Spinner } from '@vouch/design-system';
import { ProductReviews } from './components/product-reviews';
import { ProductSummary } from './components/product-summary';

const Breadcrumb = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};
  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; padding: 0; margin: 0; list-style: none; }
  li + li::before { content: '›'; margin-right: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Spec §2 product page: the product, its categories, and its reviews. */
export function ProductPage() {
  const { data: page, isError } = useCurrentPageMeta();
  const product = page?.product_data;
  const shop = page?.shop_data;
  // The first page of reviews in the default order also carries the widget data for the summary.
  const { data: reviews } = useGetProductReviewsQuery(
    product && shop ? { shop_domain: shop.domain, platform: shop.platform, api_token: shop.public_token, external_id: product.external_id, page: 1, sort_by: DEFAULT_REVIEW_SORT } : skipToken,
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
