import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDateFormat, useMe } from '@vouch/api-client';
import {
  DISPUTE_TYPE_LABELS,
  disputeStandingLabel,
  pagePath,
  PRIVATE_LIST_PAGE_SIZE,
  type DisputeType,
} from '@vouch/domain';
import { PlainList, Pagination, Spinner, cardSurface } from '@vouch/design-system';
import { useGetOwnDisputesQuery } from '../../../api/profile-api';

const Item = styled.li`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One side's disputes, newest first, each with where it stands. */
function DisputeList({
  side,
  label,
  empty,
}: {
  side: 'reviewer' | 'shop';
  label: string;
  empty: string | null;
}) {
  const { date } = useDateFormat();
  const [page, setPage] = useState(1);
  const { data, isError } = useGetOwnDisputesQuery({ page, side });
  if (!data)
    return isError ? (
      <p role="alert">Your disputes are unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  if (data.total_count === 0) return empty ? <p>{empty}</p> : null;
  return (
    <section aria-label={label}>
      {side === 'shop' && <h3>{label}</h3>}
      <PlainList aria-label={label}>
        {data.items.map((dispute) => (
          <Item key={dispute.public_id}>
            <strong>
              <Link to={pagePath('profileDispute', { disputeId: dispute.public_id })}>
                {DISPUTE_TYPE_LABELS[dispute.dispute_type as DisputeType] ?? dispute.dispute_type} ·{' '}
                {dispute.shop.name}
              </Link>
            </strong>
            <p>
              {disputeStandingLabel(dispute.status, side, dispute.outcome)} · opened{' '}
              {date(dispute.created_at)}
              {dispute.product_title && ` · ${dispute.product_title}`}
            </p>
          </Item>
        ))}
      </PlainList>
      <Pagination
        current={page}
        total={Math.ceil(data.total_count / PRIVATE_LIST_PAGE_SIZE)}
        hrefFor={(n) => `#${side}-disputes-page-${n}`}
        onNavigate={setPage}
        label={`${label}: pages`}
      />
    </section>
  );
}

/**
 * The reviewer's disputes with shops; and, for someone who answers for a shop, the disputes about it,
 * with the way to the shop inbox, where the ones waiting for the shop are answered before their deadline.
 */
export function DisputesTab() {
  const { data: me } = useMe();
  return (
    <>
      <DisputeList
        side="reviewer"
        label="Your disputes"
        empty="No disputes. If an order goes wrong, you can open one from the shop's page."
      />
      {(me?.reviewer?.managed_shop_ids.length ?? 0) > 0 && (
        <p>
          Disputes waiting for your shop, with their deadlines, are in your{' '}
          <Link to={pagePath('shopInbox')}>shop inbox</Link>.
        </p>
      )}
      <DisputeList side="shop" label="Disputes about your shop" empty={null} />
    </>
  );
}
