import { formatCount } from '@vouch/domain';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { Button, TextAreaField } from '@vouch/design-system';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface WrittenTextFormProps {
  /** The form's name for assistive technology ("Reply to Robin"). */
  name: string;
  label: string;
  /** Under the box, after the character count. */
  note: string;
  maxLength: number;
  /** The domain's rule for the words: its message, or null when they can be sent. */
  rule(text: string): string | null;
  submitLabel: string;
  busyLabel: string;
  /** Sends the words; throws (an RTK Query error) when the server refuses or fails. */
  send(text: string): Promise<unknown>;
  /** After a successful send; the box is emptied first when `clearOnSent`. */
  onSent?(): void;
  onCancel?(): void;
  initialText?: string;
  clearOnSent?: boolean;
  autoFocus?: boolean;
}

/**
 * A few words written to the site (a shop's reply, a question, an answer): the rule is checked
 * before sending and again by the server, and a refused or failed send keeps every word typed,
 * with the message tied to the box and the focus back in it.
 */
export function WrittenTextForm({
  name,
  label,
  note,
  maxLength,
  rule,
  submitLabel,
  busyLabel,
  send,
  onSent,
  onCancel,
  initialText = '',
  clearOnSent = false,
  autoFocus = false,
}: WrittenTextFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const refuse = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rule(text);
    if (problem) return refuse(problem);
    setError(null);
    setBusy(true);
    try {
      await send(text);
      if (clearOnSent) setText('');
      onSent?.();
    } catch (failure) {
      refuse(fieldErrorsOf(failure).body ?? errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const length = text.trim().length;
  return (
    <Form aria-label={name} onSubmit={submit} noValidate>
      <TextAreaField
        ref={box}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={`${formatCount(length)} of ${formatCount(maxLength)} characters. ${note}`}
        error={error}
        autoFocus={autoFocus}
      />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
