import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DisputeMessageRequest } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { DISPUTE_LIMITS, disputeMessageError } from '@vouch/domain';
import { Button, TextAreaField } from '@vouch/design-system';
import { useDisputeFiles } from '../hooks/use-dispute-files';
import { DisputeSection, Muted, Refusal } from './disputes-layout';
import { FileAttacher } from './file-attacher';

// One column as wide as the form: a file input's own width must not push a 320 px page sideways.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  input,
  textarea {
    max-width: 100%;
  }
`;

export interface MessageFormProps {
  /** What the box asks for: "Reply", "Answer the arbitrator". */
  heading: string;
  /** What sending leads to, said before it is sent (a shop's answer sends the dispute to an arbitrator). */
  note?: string;
  /** Sends the message; rejects with the server's refusal. */
  send(message: DisputeMessageRequest): Promise<unknown>;
}

/** A message with files for the dispute's thread. A refused message keeps its words and files. */
export function MessageForm({ heading, note, send }: MessageFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const files = useDisputeFiles();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = { body, file_ids: files.uploaded.map((file) => file.public_id) };
    const invalid = files.pending
      ? 'Wait for your files to finish uploading'
      : disputeMessageError(message);
    if (invalid) return setError(invalid);
    setSending(true);
    try {
      await send(message);
      setBody('');
      files.clear();
      setError(null);
    } catch (failure) {
      setError(`Your message was not sent: ${errorMessageOf(failure)} It is still here.`);
    } finally {
      setSending(false);
    }
  }

  return (
    <DisputeSection aria-labelledby="dispute-reply">
      <h2 id="dispute-reply">{heading}</h2>
      {note && <Muted id="dispute-reply-note">{note}</Muted>}
      <Form onSubmit={submit} noValidate>
        <TextAreaField
          label="Your message"
          rows={4}
          maxLength={DISPUTE_LIMITS.messageMax}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <FileAttacher files={files} label="Attach files" />
        {error && <Refusal role="alert">{error}</Refusal>}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </Form>
    </DisputeSection>
  );
}
