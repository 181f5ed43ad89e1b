import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OwnReview } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { REVIEW_REPORT_LIMITS, removalAppealError } from '@vouch/domain';
import { Button, Modal, TextAreaField } from '@vouch/design-system';
import { useAppealRemovalMutation } from '../../../api/profile-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The author's way back for a review an arbitrator removed after a report (issue #29 item 5): one
 * appeal per removal, in their own words; then what became of it. A refused appeal keeps the text.
 */
export function RemovalAppeal({
  publicId,
  removal,
}: {
  publicId: string;
  removal: NonNullable<OwnReview['removal']>;
}) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [appeal, { isLoading, isSuccess }] = useAppealRemovalMutation();
  const words = useRef<HTMLTextAreaElement>(null);
  // Once the dialog closes on an appeal sent, its button is gone: focus goes to the line that replaced it.
  const note = useRef<HTMLParagraphElement>(null);
  const [closedOnAppeal, setClosedOnAppeal] = useState(false);
  useEffect(() => {
    if (closedOnAppeal) note.current?.focus();
  }, [closedOnAppeal, removal.appeal]);

  if (removal.appeal === 'kept')
    return <Note>You appealed, and our arbitrators kept the removal.</Note>;
  if (removal.appeal === 'open' && !open)
    return (
      <Note ref={note} tabIndex={-1}>
        You appealed: our arbitrators will decide, and we will e-mail you.
      </Note>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = removalAppealError(body);
    setError(found);
    setFailure(null);
    if (found) return words.current?.focus();
    try {
      await appeal({ publicId, body }).unwrap();
    } catch (refused) {
      setFailure(errorMessageOf(refused));
    }
  }

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        Appeal the removal
      </Button>
      {open && (
        <Modal title="Appeal the removal" onDismiss={() => setOpen(false)}>
          {isSuccess ? (
            <>
              <p role="status">
                Your appeal is with our arbitrators. We will e-mail you what they decide.
              </p>
              <Button
                type="button"
                autoFocus
                onClick={() => {
                  setOpen(false);
                  setClosedOnAppeal(true);
                }}
              >
                Done
              </Button>
            </>
          ) : (
            <Form onSubmit={submit} noValidate>
              <p>
                Our arbitrators removed your review with the line “{removal.line}”. Tell them why it
                should be back: you can appeal each removal once.
              </p>
              <TextAreaField
                ref={words}
                label="Why should your review be back?"
                rows={5}
                maxLength={REVIEW_REPORT_LIMITS.appealMax}
                value={body}
                error={error}
                onChange={(event) => {
                  setBody(event.target.value);
                  if (error) setError(removalAppealError(event.target.value));
                }}
              />
              {failure && <Problem role="alert">{failure}</Problem>}
              <div>
                <Button type="submit" disabled={isLoading}>
                  {isLoading ? 'Sending…' : 'Send the appeal'}
                </Button>
              </div>
            </Form>
          )}
        </Modal>
      )}
    </>
  );
}
