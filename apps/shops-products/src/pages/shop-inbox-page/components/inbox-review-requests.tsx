import type { InboxReviewRequests } from '@vouch/contracts';
import { InboxItem, InboxSection, Muted } from './inbox-section';

/** How each shop's review requests went (issue #55): the shop's orders API feeds them. */
export function InboxReviewRequests({ requests }: { requests: InboxReviewRequests[] }) {
  return (
    <InboxSection
      id="inbox-review-requests"
      title="Review requests"
      total={requests.length}
      shown={requests.length}
      empty="No buyer has been asked yet: send your orders by API and each fulfilled order's buyer is asked to review it."
    >
      {requests.map((row) => (
        <InboxItem key={row.shop.encoded_id}>
          <p>
            <strong>{row.shop.name}</strong>: {row.sent} sent, {row.opened} opened, {row.reviewed}{' '}
            reviewed
          </p>
          <Muted>{row.scheduled} waiting until their order is old enough to review</Muted>
        </InboxItem>
      ))}
    </InboxSection>
  );
}
