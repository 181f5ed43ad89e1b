import { Fragment } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { DisputeDetail } from '@vouch/contracts';
import { DISPUTE_TYPE_LABELS, disputeRequestText, disputeStandingLabel } from '@vouch/domain';
import { DisputeFileList } from './dispute-file-list';
import { DisputeSection, Muted } from './disputes-layout';
import { useDateFormat } from '@vouch/api-client';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8em, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Decision = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/** The case: where it stands, what went wrong, what the reviewer asks for, the evidence, and the decision once there is one. */
export function DisputeCase({ dispute }: { dispute: DisputeDetail }) {
  const { date: formatDay, moment } = useDateFormat();
  return (
    <DisputeSection aria-labelledby="dispute-case">
      <h2 id="dispute-case">The case</h2>
      <Status role="status">
        {disputeStandingLabel(dispute.status, dispute.viewer_role, dispute.outcome)}
      </Status>
      {dispute.shop_answer_due && (
        <Muted>
          The shop has until {moment(dispute.shop_answer_due)} to answer; after that an arbitrator
          takes the case.
        </Muted>
      )}
      {dispute.outcome && (
        <Decision>
          <strong>Decision of {dispute.decided_at ? moment(dispute.decided_at) : ''}</strong>
          {dispute.remedy && <p>What the shop must do: {dispute.remedy}</p>}
          {dispute.decision_reason && <p>Why: {dispute.decision_reason}</p>}
        </Decision>
      )}
      <Facts>
        {dispute.products.length > 0 && (
          <>
            <dt>{dispute.products.length === 1 ? 'Product' : 'Products'}</dt>
            <dd>
              {dispute.products.map((product, index) => (
                <Fragment key={product.internal_path}>
                  {index > 0 && ', '}
                  <Link to={product.internal_path}>{product.title}</Link>
                </Fragment>
              ))}
            </dd>
          </>
        )}
        <dt>Shop</dt>
        <dd>
          <Link to={dispute.shop.internal_path}>{dispute.shop.name}</Link>
        </dd>
        <dt>Reviewer</dt>
        <dd>{dispute.reviewer.name}</dd>
        {dispute.order && (
          <>
            <dt>Order</dt>
            {/* Its reference last: what the arbitrators' search finds it by, not what anyone calls it. */}
            <dd>
              Placed {formatDay(dispute.order.placed_at)} (reference {dispute.order.public_id})
            </dd>
          </>
        )}
        <dt>Opened</dt>
        <dd>{moment(dispute.created_at)}</dd>
        <dt>What went wrong</dt>
        <dd>{DISPUTE_TYPE_LABELS[dispute.dispute_type]}</dd>
        <dt>What happened</dt>
        <dd>{dispute.description}</dd>
        <dt>Asked for</dt>
        <dd>
          {disputeRequestText(dispute.desired_outcome_type, dispute.desired_outcome_description)}
        </dd>
        {dispute.counter_offer && (
          <>
            <dt>The shop offered</dt>
            <dd>{dispute.counter_offer}</dd>
          </>
        )}
        <dt>Arbitrator</dt>
        <dd>
          {dispute.arbitrator
            ? `${dispute.arbitrator.name}${dispute.arbitrator.is_viewer ? ' (you)' : ''}`
            : 'Not assigned yet'}
        </dd>
      </Facts>
      <DisputeFileList files={dispute.files} label="Evidence sent with the dispute" />
    </DisputeSection>
  );
}
