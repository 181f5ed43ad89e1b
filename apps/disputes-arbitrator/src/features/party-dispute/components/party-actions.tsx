import { useState } from 'react';
import type { DisputeDetail } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { usePartyActionMutation } from '../../../api/disputes-api';
import { ConfirmedAction } from '../../../components/confirmed-action';
import { DisputeSection, Refusal } from '../../../components/disputes-layout';

/** The moves a party may make besides writing: the reviewer withdraws; the shop grants what was asked. */
export function PartyActions({ dispute }: { dispute: DisputeDetail }) {
  const [act, { isLoading }] = usePartyActionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const moves = dispute.allowed_actions.filter((action) => action === 'withdraw' || action === 'shop_accept');
  if (moves.length === 0) return null;
  const run = (action: 'withdraw' | 'shop_accept') =>
    act({ disputeId: dispute.public_id, action: { action } })
      .unwrap()
      .then(() => setFailure(null))
      .catch((error: unknown) => setFailure(`That did not work: ${errorMessageOf(error)}`));
  return (
    <DisputeSection aria-labelledby="dispute-actions">
      <h2 id="dispute-actions">{dispute.viewer_role === 'shop' ? 'Settle it' : 'Changed your mind?'}</h2>
      {moves.includes('withdraw') && (
        <ConfirmedAction
          label="Withdraw the dispute"
          question="Withdraw this dispute? It cannot be reopened."
          confirmLabel="Yes, withdraw"
          busy={isLoading}
          onConfirm={() => void run('withdraw')}
        />
      )}
      {moves.includes('shop_accept') && (
        <ConfirmedAction
          label="Give the reviewer what they asked for"
          question="Grant the reviewer's request? The dispute is then decided in their favour."
          confirmLabel="Yes, grant it"
          busy={isLoading}
          onConfirm={() => void run('shop_accept')}
        />
      )}
      {failure && <Refusal role="alert">{failure}</Refusal>}
    </DisputeSection>
  );
}
