import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router';
import { shopReviewsArgs, useCurrentPageMeta, useGetShopReviewsQuery } from '@vouch/api-client';
import { defaultReviewListView, SHOP_REVIEW_TYPES, shopStructuredData } from '@vouch/domain';
import { FollowButton, ProductGrid } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';
import { NotFoundState } from '../../components/not-found-state';
import { QuestionsSection } from '../../features/questions/questions-section';
import {
  structuredDataOrigin,
  useStructuredData,
} from '../../features/structured-data/hooks/use-structured-data';
import { useAnswersForShop } from '../../hooks/use-answers-for-shop';
import { DisputeRecord } from './components/dispute-record';
import { RemovedReviews } from './components/removed-reviews';
import { FeaturedCards } from './components/featured-cards';
import { ShopFacts } from './components/shop-facts';
import { ShopHeader } from './components/shop-header';
import { ShopReviews } from './components/shop-reviews';

/** Spec §2 shop page: who the shop is, how it answers, its products, and its reviews. */
export function ShopPage() {
  const { data: page, isError } = useCurrentPageMeta();
  const { shopSlug = '' } = useParams();
  const shop = page?.shop_data;
  // The shop's own staff answer here: no follow, review or dispute of their own shop.
  const ownShop = useAnswersForShop(shop?.encoded_id);
  // The first page of the reviews list (same arguments, one cached answer) feeds the structured data.
  const { data: firstReviews } = useGetShopReviewsQuery(
    shop ? shopReviewsArgs(shop, defaultReviewListView(SHOP_REVIEW_TYPES[0])) : skipToken,
  );
  useStructuredData(
    shop && firstReviews
      ? shopStructuredData({ origin: structuredDataOrigin(), shop, reviews: firstReviews.reviews })
      : null,
  );
  if (isError || page === null)
    return (
      <NotFoundState what="store" hint="Check the address, or the store may have left Vouch." />
    );
  if (!page || !shop) return <Spinner />;
  return (
    <>
      <ShopHeader
        shop={shop}
        ownShop={ownShop}
        actions={
          ownShop ? null : (
            <FollowButton followeeClass="Shop" encodedId={shop.encoded_id} name={shop.name} />
          )
        }
      />
      <ShopFacts shop={shop} />
      {page.featured_cards && page.featured_cards.length > 0 && (
        <FeaturedCards cards={page.featured_cards} />
      )}
      {page.top_products && page.top_products.length > 0 && (
        <section aria-labelledby="top-products-heading">
          <h2 id="top-products-heading">Top products</h2>
          <ProductGrid products={page.top_products} label={`Top products of ${shop.name}`} />
        </section>
      )}
      <ShopReviews shop={shop} />
      {page.dispute_record && (
        <DisputeRecord
          record={page.dispute_record}
          shopSlug={shopSlug}
          shopName={shop.name}
          ownShop={ownShop}
        />
      )}
      {page.removed_reviews && (
        <RemovedReviews counts={page.removed_reviews} shopName={shop.name} />
      )}
      {shop.settings.enable_question_anwser && (
        <QuestionsSection shop={shop} answersForShop={ownShop} />
      )}
    </>
  );
}
