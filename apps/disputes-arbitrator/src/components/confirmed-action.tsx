import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@vouch/design-system';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ConfirmedActionProps {
  label: string;
  /** The question asked before the move is made: it cannot be undone. */
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
}

/** A move that cannot be undone, asked twice: the button, then the question with yes and no (focus moves to the answer). */
export function ConfirmedAction({
  label,
  question,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmedActionProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <Row role="group" aria-label={question}>
      <span>{question}</span>
      <Button type="button" autoFocus disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button type="button" $variant="link" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Row>
  );
}
