import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ArbitratorActionRequest } from '@vouch/contracts';
import { Button, TextAreaField } from '@vouch/design-system';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface AskFormProps {
  action: 'ask_reviewer' | 'ask_shop' | 'send_to_shop';
  label: string;
  act(action: ArbitratorActionRequest): Promise<unknown>;
}

/** Asks one side for information (or the shop for its side): the question goes into the thread and the dispute waits for them. */
export function AskForm({ action, label, act }: AskFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError('Say what information you need');
    setSending(true);
    try {
      await act({ action, note });
      setNote('');
      setError(null);
    } catch {
      setError('That was not sent. Your question is still here.');
    } finally {
      setSending(false);
    }
  }
  return (
    <Form onSubmit={submit} aria-label={label} noValidate>
      <TextAreaField
        label={`${label}: what do you need?`}
        rows={2}
        value={note}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button type="submit" $variant="secondary" disabled={sending}>
          {label}
        </Button>
      </div>
    </Form>
  );
}
