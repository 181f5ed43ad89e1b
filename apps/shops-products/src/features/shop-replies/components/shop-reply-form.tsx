import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { useReplyToReviewMutation } from '../api/shop-replies-api';
import { SHOP_REPLY_MAX_LENGTH, shopReplyError } from '@vouch/domain';
import { Button, TextAreaField } from '@vouch/design-system';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ShopReplyFormProps {
  publicId: string;
  shopName: string;
  reviewerName: string;
  /** The reply being edited, or '' for a new one. */
  initialBody: string;
  onDone(): void;
}

/**
 * The shop's reply to one review. The rule is checked before sending and again by the server; a
 * refused or failed post keeps every word typed.
 */
export function ShopReplyForm({ publicId, shopName, reviewerName, initialBody, onDone }: ShopReplyFormProps) {
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const [postReply, { isLoading }] = useReplyToReviewMutation();
  const box = useRef<HTMLTextAreaElement>(null);

  // Back in the box, a screen reader reads the error tied to it; the words are still there to fix.
  const refuse = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = shopReplyError(body);
    if (problem) return refuse(problem);
    setError(null);
    try {
      await postReply({ publicId, body }).unwrap();
      onDone();
    } catch (failure) {
      refuse(fieldErrorsOf(failure).body ?? errorMessageOf(failure));
    }
  };

  const length = body.trim().length;
  return (
    <Form aria-label={`Reply to ${reviewerName}`} onSubmit={submit} noValidate>
      <TextAreaField
        ref={box}
        label={`Your reply as ${shopName}`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        hint={`${length.toLocaleString('en-US')} of ${SHOP_REPLY_MAX_LENGTH.toLocaleString('en-US')} characters. Everyone who reads the review sees the reply.`}
        error={error}
        autoFocus
      />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Posting…' : 'Post reply'}
        </Button>
        <Button $variant="secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
