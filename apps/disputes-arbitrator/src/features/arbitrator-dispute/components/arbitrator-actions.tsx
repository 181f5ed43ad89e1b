import { useState } from 'react';
import styled from 'styled-components';
import type { ArbitratorActionRequest, DisputeDetail } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { useArbitratorActionMutation } from '../../../api/disputes-api';
import { ConfirmedAction } from '../../../components/confirmed-action';
import { DisputeSection, Muted, Refusal } from '../../../components/disputes-layout';
import { AskForm } from './ask-form';
import { DecisionForm } from './decision-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const ASKS = {
  send_to_shop: 'Ask the shop for its side',
  ask_reviewer: 'Ask the reviewer',
  ask_shop: 'Ask the shop',
} as const;

/** The arbitrator's moves the server allows now: take (or take over another's case), ask either side, decide, close. */
export function ArbitratorActions({ dispute }: { dispute: DisputeDetail }) {
  const [run, { isLoading }] = useArbitratorActionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = new Set(dispute.allowed_actions);
  const act = (action: ArbitratorActionRequest) =>
    run({ disputeId: dispute.public_id, action })
      .unwrap()
      .then(() => setFailure(null))
      .catch((error: unknown) => {
        setFailure(`That did not work: ${errorMessageOf(error)}`);
        throw error;
      });
  if (allowed.size === 0) return null;
  return (
    <DisputeSection aria-labelledby="arbitrator-actions">
      <h2 id="arbitrator-actions">Your moves</h2>
      <Stack>
        {allowed.has('take_over') && (
          <div>
            <Muted>
              {dispute.arbitrator?.name} has this case: only they can move it or write in its
              thread. Taking it over is recorded in its history.
            </Muted>
            <ConfirmedAction
              label={`Take over from ${dispute.arbitrator?.name}`}
              question="Take this case over?"
              confirmLabel="Yes, take it over"
              busy={isLoading}
              onConfirm={() => void act({ action: 'take_over' }).catch(() => undefined)}
            />
          </div>
        )}
        {allowed.has('take') && (
          <div>
            <Button
              type="button"
              disabled={isLoading}
              onClick={() => void act({ action: 'take' }).catch(() => undefined)}
            >
              Take this case
            </Button>
          </div>
        )}
        {(['send_to_shop', 'ask_reviewer', 'ask_shop'] as const)
          .filter((action) => allowed.has(action))
          .map((action) => (
            <AskForm key={action} action={action} label={ASKS[action]} act={act} />
          ))}
        {allowed.has('decide') && <DecisionForm decide={act} />}
        {allowed.has('close') && (
          <ConfirmedAction
            label="Close the dispute"
            question="Has the shop done what the decision asked? Closing ends the dispute."
            confirmLabel="Yes, close it"
            busy={isLoading}
            onConfirm={() => void act({ action: 'close' }).catch(() => undefined)}
          />
        )}
        {failure && <Refusal role="alert">{failure}</Refusal>}
      </Stack>
    </DisputeSection>
  );
}
