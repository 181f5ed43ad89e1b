import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ArbitratorActionRequest } from '@vouch/contracts';
import { fieldErrorsOf } from '@vouch/api-client';
import { DISPUTE_OUTCOMES, disputeDecisionErrors } from '@vouch/domain';
import { Button, TextAreaField } from '@vouch/design-system';
import { Refusal } from '../../../components/disputes-layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }
`;

const OUTCOME_CHOICES = { for_reviewer: 'For the reviewer', for_shop: 'For the shop', partial: 'Partly for each' } as const;

type DecisionErrors = ReturnType<typeof disputeDecisionErrors>;

/** The decision: its outcome, what the shop must do (unless it wins), and the written reason both sides will read. */
export function DecisionForm({ decide }: { decide(action: ArbitratorActionRequest): Promise<unknown> }) {
  const [decision, setDecision] = useState({ outcome: '', remedy: '', reason: '' });
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = disputeDecisionErrors(decision);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await decide({ action: 'decide', ...decision });
    } catch (error) {
      setErrors(fieldErrorsOf(error) as DecisionErrors);
      setFailure('The decision was not recorded. What you wrote is still here.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Decide the dispute" noValidate>
      <Choices aria-describedby={errors.outcome ? 'outcome-error' : undefined}>
        <legend>Outcome</legend>
        {DISPUTE_OUTCOMES.map((outcome) => (
          <label key={outcome}>
            <input type="radio" name="outcome" value={outcome} checked={decision.outcome === outcome} onChange={() => setDecision({ ...decision, outcome })} />
            {OUTCOME_CHOICES[outcome]}
          </label>
        ))}
        {errors.outcome && (
          <Refusal id="outcome-error" role="alert">
            {errors.outcome}
          </Refusal>
        )}
      </Choices>
      <TextAreaField
        label="What the shop must do"
        rows={2}
        value={decision.remedy}
        error={errors.remedy}
        onChange={(event) => setDecision({ ...decision, remedy: event.target.value })}
      />
      <TextAreaField
        label="Reason for the decision"
        rows={4}
        value={decision.reason}
        error={errors.reason}
        onChange={(event) => setDecision({ ...decision, reason: event.target.value })}
      />
      {failure && <Refusal role="alert">{failure}</Refusal>}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Recording…' : 'Record the decision'}
        </Button>
      </div>
    </Form>
  );
}
