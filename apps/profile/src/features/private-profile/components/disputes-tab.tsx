import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_STATUS_LABELS, pagePath, PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
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

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const words = (value: string) => value.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());

/** The reviewer's disputes with shops, newest first, each with its status. */
export function DisputesTab() {
  const [page, setPage] = useState(1);
  const { data, isError } = useGetOwnDisputesQuery(page);
  if (!data) return isError ? <p role="alert">Your disputes are unavailable right now. Please try again in a moment.</p> : <Spinner />;
  if (data.total_count === 0) return <p>No disputes. If an order goes wrong, you can open one from the shop&apos;s page.</p>;
  return (
    <>
      <PlainList aria-label="Your disputes">
        {data.items.map((dispute) => (
          <Item key={dispute.public_id}>
            <strong>
              <Link to={pagePath('profileDispute', { disputeId: dispute.public_id })}>
                {words(dispute.dispute_type)} · {dispute.shop.name}
              </Link>
            </strong>
            <p>
              {DISPUTE_STATUS_LABELS[dispute.status]}
              {dispute.outcome && ` ${DISPUTE_OUTCOME_LABELS[dispute.outcome]}`} · opened {dateFormat.format(new Date(dispute.created_at))}
              {dispute.product_title && ` · ${dispute.product_title}`}
            </p>
          </Item>
        ))}
      </PlainList>
      <Pagination
        current={page}
        total={Math.ceil(data.total_count / PRIVATE_LIST_PAGE_SIZE)}
        hrefFor={(n) => `#disputes-page-${n}`}
        onNavigate={setPage}
        label="Dispute pages"
      />
    </>
  );
}
