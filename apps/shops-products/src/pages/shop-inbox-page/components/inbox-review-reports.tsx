import { useDateFormat } from '@vouch/api-client';
import type { ShopInboxResponse } from '@vouch/contracts';
import { StarRating } from '@vouch/design-system';
import { REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_STATUS_LABELS } from '@vouch/domain';
import { useGetShopReviewReportsQuery } from '../../../features/shop-inbox/api/shop-inbox-api';
import { InboxItem, InboxSection, Muted } from './inbox-section';

/**
 * What readers reported about one shop's reviews and where each report stands (issue #58): the
 * team learns of a report before the review is gone. Arbitrators decide; nothing here to answer.
 */
export function InboxReviewReports({ shop }: { shop: ShopInboxResponse['shops'][number] }) {
  const { date } = useDateFormat();
  // Asked again on every visit, as the inbox is: arbitrators decide reports meanwhile.
  const { data, isError } = useGetShopReviewReportsQuery(shop.slug, {
    refetchOnMountOrArgChange: true,
  });
  const title = `Reports about reviews of ${shop.name}`;
  if (!data)
    return isError ? (
      <Muted>{title} could not be loaded. Reload the page to try again.</Muted>
    ) : null;
  return (
    <InboxSection
      id={`inbox-reports-${shop.encoded_id}`}
      title={title}
      total={data.total}
      shown={data.items.length}
      empty="No reader has reported a review of your shop."
      overflowNote={null}
    >
      {data.items.map(({ public_id, reason, status, created_at, review }) => (
        <InboxItem key={public_id}>
          <StarRating rating={review.rating} />
          <p>
            <strong>{review.title}</strong>
          </p>
          <Muted>
            {review.author_name} — {review.product_title ?? shop.name}
          </Muted>
          <p>
            Reported on {date(created_at)}: {REVIEW_REPORT_REASON_LABELS[reason]}
          </p>
          <p>
            <strong>{REVIEW_REPORT_STATUS_LABELS[status]}</strong>
          </p>
        </InboxItem>
      ))}
    </InboxSection>
  );
}
