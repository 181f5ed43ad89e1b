import { Link } from 'react-router';
import styled from 'styled-components';
import type { InboxDispute } from '@vouch/contracts';
import {
  DISPUTE_MOVE_CONSEQUENCES,
  DISPUTE_TYPE_LABELS,
  disputeRequestText,
  disputeStatusLabel,
  pagePath,
} from '@vouch/domain';
import { InboxItem, InboxSection, Muted } from './inbox-section';
import { useDateFormat } from '@vouch/api-client';

/** The moves the shop chooses from on a dispute's page, each with what it leads to, read before choosing. */
const SHOP_MOVES = [
  { name: 'Settle as asked', consequence: DISPUTE_MOVE_CONSEQUENCES.shop_accept },
  { name: 'Offer something else', consequence: DISPUTE_MOVE_CONSEQUENCES.shop_offer },
  { name: 'Contest it', consequence: DISPUTE_MOVE_CONSEQUENCES.shop_answer },
];

/** The case in the dispute page's own terms, a term above its words so a phone's width is enough. */
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  dd + dt {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** Disputes waiting for the shop, soonest deadline first, each opening where the shop answers it. */
export function InboxDisputes({
  disputes,
}: {
  disputes: { items: InboxDispute[]; total: number };
}) {
  const { date, moment } = useDateFormat();
  return (
    <InboxSection
      id="inbox-disputes"
      title="Disputes waiting for you"
      total={disputes.total}
      shown={disputes.items.length}
      empty="No dispute waits for you."
    >
      {disputes.items.map((dispute) => (
        <InboxItem key={dispute.public_id}>
          <p>
            <strong>{dispute.reviewer_name}</strong> opened a dispute with {dispute.shop.name}
            {dispute.product_title ? ` about ${dispute.product_title}` : ''} on{' '}
            {date(dispute.created_at)}.
          </p>
          <Facts>
            <dt>What went wrong</dt>
            <dd>{DISPUTE_TYPE_LABELS[dispute.dispute_type]}</dd>
            <dt>Asked for</dt>
            <dd>
              {disputeRequestText(
                dispute.desired_outcome_type,
                dispute.desired_outcome_description,
              )}
            </dd>
            <dt>Where it stands</dt>
            <dd>
              {disputeStatusLabel(dispute.status, 'shop')}
              {dispute.shop_answer_due && (
                <>
                  {' '}
                  — <strong>answer by {moment(dispute.shop_answer_due)}</strong>, or it goes to an
                  arbitrator without your side
                </>
              )}
            </dd>
          </Facts>
          <Link to={pagePath('profileDispute', { disputeId: dispute.public_id })}>
            Answer the dispute from {dispute.reviewer_name}
          </Link>
        </InboxItem>
      ))}
      <li>
        <Muted as="div">
          On a dispute&apos;s page you choose one of:
          <ul>
            {SHOP_MOVES.map((move) => (
              <li key={move.name}>
                <strong>{move.name}:</strong> {move.consequence}
              </li>
            ))}
          </ul>
        </Muted>
      </li>
    </InboxSection>
  );
}
