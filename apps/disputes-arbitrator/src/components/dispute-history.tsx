import type { DisputeDetail } from '@vouch/contracts';
import { disputeStatusLabel } from '@vouch/domain';
import { DisputeSection } from './disputes-layout';
import { useDateFormat } from '@vouch/api-client';

/** Every move of the dispute with who made it and why: the record both sides and the arbitrator can check. */
export function DisputeHistory({ dispute }: { dispute: DisputeDetail }) {
  const { moment: formatMoment } = useDateFormat();
  return (
    <DisputeSection aria-labelledby="dispute-history">
      <h2 id="dispute-history">History</h2>
      <ol>
        {dispute.history.map((change, index) => (
          <li key={`${change.created_at}-${index}`}>
            <strong>{disputeStatusLabel(change.to_status, dispute.viewer_role)}</strong> ·{' '}
            {formatMoment(change.created_at)} · {change.by_name ?? 'Deadline passed'}
            {change.note && ` — ${change.note}`}
          </li>
        ))}
      </ol>
    </DisputeSection>
  );
}
