import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CurrentReviewer } from '@vouch/contracts';
import { errorMessageOf, useAcceptTermsMutation } from '@vouch/api-client';
import { pagePath, termsCanBeSubmitted } from '@vouch/domain';
import { Button, Modal, TextField } from '@vouch/design-system';

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space.md};
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface TermsModalProps {
  reviewer: CurrentReviewer;
  /** Closes the step for now (reading needs no terms); absent where the terms must come first. */
  onPutOff?: () => void;
}

/**
 * The terms-of-service step for reviewers who have not accepted them (spec §4): submit is enabled
 * only with a reviewer name and the box ticked; after acceptance the modal is removed.
 */
export function TermsModal({ reviewer, onPutOff }: TermsModalProps) {
  const [name, setName] = useState(reviewer.name);
  const [accepted, setAccepted] = useState(false);
  const [acceptTerms, { isLoading, error }] = useAcceptTermsMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (termsCanBeSubmitted(name, accepted)) acceptTerms({ reviewer_name: name.trim() });
  };
  return (
    <Modal title="Before you review" onDismiss={onPutOff}>
      <form onSubmit={submit}>
        <p>
          Reviews on Vouch are public. Tell us the name to show on yours and accept our terms.
          {onPutOff
            ? ' You can keep browsing and do this before your first review.'
            : ' Writing a review or opening a dispute needs them.'}
        </p>
        <TextField
          label="Name shown on your reviews"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
        />
        <Check>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <span>
            I accept the <a href={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</a> and
            the <a href={pagePath('trust', {}, { hash: 'content-policy' })}>Content Policy</a>.
          </span>
        </Check>
        {error ? <ErrorText role="alert">{errorMessageOf(error)}</ErrorText> : null}
        <Actions>
          <Button type="submit" disabled={!termsCanBeSubmitted(name, accepted) || isLoading}>
            Accept and continue
          </Button>
          {onPutOff ? (
            <Button $variant="secondary" onClick={onPutOff}>
              Not now
            </Button>
          ) : null}
        </Actions>
      </form>
    </Modal>
  );
}
