import type { ProductData, ShopData } from '@vouch/contracts';
import { productReviewsArgs, useGetProductReviewsQuery } from '@vouch/api-client';
import { ReviewList, ReviewTypeSwitch, useReviewListView } from '@vouch/catalog-ui';
import { PRODUCT_REVIEW_TYPES, type ProductReviewType } from '@vouch/domain';
import { GalleryButton } from '../../../features/gallery/gallery-button';
import { useReportAction } from '../../../features/review-reports/hooks/use-report-action';
import { useShopReplyActions } from '../../../features/shop-replies/hooks/use-shop-reply-actions';

/** The product's reviews from the product widget; the histogram counts the product's own reviews. */
export function ProductReviews({ product, shop }: { product: ProductData; shop: ShopData }) {
  const { view, change, goToPage, addressOf } =
    useReviewListView<ProductReviewType>(PRODUCT_REVIEW_TYPES);
  const { data, isFetching, isError } = useGetProductReviewsQuery(
    productReviewsArgs(product, shop, view),
  );
  const replyActions = useShopReplyActions(shop);
  const reportAction = useReportAction();
  return (
    <ReviewList
      view={view}
      page={data && { ...data, histogram: data.widget.rating_histogram_data }}
      isFetching={isFetching}
      isError={isError}
      onChange={change}
      onPage={goToPage}
      addressOf={addressOf}
      anchoredReviews
      reviewActions={(review) => (
        <>
          {replyActions?.(review)}
          {reportAction?.(review)}
        </>
      )}
      toolbar={
        <>
          <ReviewTypeSwitch
            types={PRODUCT_REVIEW_TYPES}
            active={view.type}
            onChoose={(type) => change({ type })}
          />
          <GalleryButton
            owner={{ owner: 'products', encodedId: product.encoded_id }}
            name={product.title}
          />
        </>
      }
    />
  );
}
