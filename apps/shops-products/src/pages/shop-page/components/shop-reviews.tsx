import type { ShopData } from '@vouch/contracts';
import { shopReviewsArgs, useGetShopReviewsQuery } from '@vouch/api-client';
import { ReviewList, ReviewTypeSwitch, useReviewListView } from '@vouch/catalog-ui';
import { SHOP_REVIEW_TYPES, type ShopReviewType } from '@vouch/domain';
import { GalleryButton } from '../../../features/gallery/gallery-button';
import { useReportAction } from '../../../features/review-reports/hooks/use-report-action';
import { useShopReplyActions } from '../../../features/shop-replies/hooks/use-shop-reply-actions';

/** The shop's reviews from the all-reviews-page widget, switchable between the spec §9 shop review types. */
export function ShopReviews({ shop }: { shop: ShopData }) {
  const { view, change, goToPage, addressOf } =
    useReviewListView<ShopReviewType>(SHOP_REVIEW_TYPES);
  const { data, isFetching, isError } = useGetShopReviewsQuery(shopReviewsArgs(shop, view));
  const replyActions = useShopReplyActions(shop);
  const reportAction = useReportAction();
  return (
    <ReviewList
      view={view}
      page={data && { ...data, histogram: data.ratings.rating_histogram_data }}
      isFetching={isFetching}
      isError={isError}
      onChange={change}
      onPage={goToPage}
      addressOf={addressOf}
      anchoredReviews
      showSubjects
      reviewActions={(review) => (
        <>
          {replyActions?.(review)}
          {reportAction?.(review)}
        </>
      )}
      toolbar={
        <>
          <ReviewTypeSwitch
            types={SHOP_REVIEW_TYPES}
            active={view.type}
            onChoose={(type) => change({ type })}
          />
          <GalleryButton owner={{ owner: 'shops', encodedId: shop.encoded_id }} name={shop.name} />
        </>
      }
    />
  );
}
