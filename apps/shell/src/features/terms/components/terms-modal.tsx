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

/**
 * The terms-of-service step for reviewers who have not accepted them (spec §4): submit is enabled
 * only with a reviewer name and the box ticked; after acceptance the modal is removed.
 */
export function TermsModal({ reviewer }: { reviewer: CurrentReviewer }) {
  const [name, setName] = useState(reviewer.name);
  const [accepted, setAccepted] = useState(false);
  const [acceptTerms, { isLoading, error }] = useAcceptTermsMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (termsCanBeSubmitted(name, accepted)) acceptTerms({ reviewer_name: name.trim() });
  };
  return (
    <Modal title="Before you review">
      <form onSubmit={submit}>
        <p>Reviews on Vouch are public. Tell us the name to show on yours and accept our terms.</p>
        <TextField label="Name shown on your reviews" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        <Check>
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          <span>
            I accept the <a href={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</a> and the{' '}
            <a href={pagePath('trust', {}, { hash: 'content-policy' })}>Content Policy</a>.
          </span>
        </Check>
        {error ? <ErrorText role="alert">{errorMessageOf(error)}</ErrorText> : null}
        <Button type="submit" disabled={!termsCanBeSubmitted(name, accepted) || isLoading}>
          Accept and continue
        </Button>
      </form>
    </Modal>
  );
}
