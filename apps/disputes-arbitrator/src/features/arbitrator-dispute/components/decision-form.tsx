import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ArbitratorActionRequest } from '@vouch/contracts';
import { fieldErrorsOf } from '@vouch/api-client';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  disputeDecisionErrors,
  type DisputeOutcome,
} from '@vouch/domain';
import { Button, ChoiceList, TextAreaField } from '@vouch/design-system';
import { Refusal } from '../../../components/disputes-layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Confirmation = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type DecisionErrors = ReturnType<typeof disputeDecisionErrors>;

/**
 * The decision: its outcome, what the shop must do (unless it wins), and the written reason both
 * sides will read; restated for a second yes before it is recorded, and kept as typed on the way back.
 */
export function DecisionForm({
  decide,
}: {
  decide(action: ArbitratorActionRequest): Promise<unknown>;
}) {
  const [decision, setDecision] = useState({ outcome: '', remedy: '', reason: '' });
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // A decision is final: it is restated and asked again before it is sent. Focus follows the
  // step, to the question when it is asked and back to the button when it is withdrawn.
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) submitButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = disputeDecisionErrors(decision);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function record() {
    setSending(true);
    try {
      await decide({ action: 'decide', ...decision });
    } catch (error) {
      setErrors(fieldErrorsOf(error) as DecisionErrors);
      setFailure('The decision was not recorded. What you wrote is still here.');
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  if (confirming)
    return (
      <Form aria-label="Decide the dispute">
        <Confirmation aria-labelledby="decision-question">
          <h3 id="decision-question" tabIndex={-1} ref={question}>
            Record this decision? It is final.
          </h3>
          <dl>
            <dt>Outcome</dt>
            <dd>{DISPUTE_OUTCOME_LABELS[decision.outcome as DisputeOutcome]}</dd>
            <dt>What the shop must do</dt>
            <dd>{decision.remedy.trim() || 'Nothing'}</dd>
            <dt>Reason for the decision</dt>
            <dd>{decision.reason.trim()}</dd>
          </dl>
          <Answers>
            <Button type="button" disabled={sending} onClick={() => void record()}>
              {sending ? 'Recording…' : 'Yes, record the decision'}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={sending}
              onClick={() => setConfirming(false)}
            >
              Go back and change it
            </Button>
          </Answers>
        </Confirmation>
      </Form>
    );

  return (
    <Form onSubmit={review} aria-label="Decide the dispute" noValidate>
      <ChoiceList aria-describedby={errors.outcome ? 'outcome-error' : undefined}>
        <legend>Outcome</legend>
        {DISPUTE_OUTCOMES.map((outcome) => (
          <label key={outcome}>
            <input
              type="radio"
              name="outcome"
              value={outcome}
              checked={decision.outcome === outcome}
              onChange={() => setDecision({ ...decision, outcome })}
            />
            {DISPUTE_OUTCOME_LABELS[outcome]}
          </label>
        ))}
        {errors.outcome && (
          <Refusal id="outcome-error" role="alert">
            {errors.outcome}
          </Refusal>
        )}
      </ChoiceList>
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
        <Button type="submit" ref={submitButton}>
          Record the decision
        </Button>
      </div>
    </Form>
  );
}
