import { useState, type FormEvent } from 'react';
import {
  errorMessageOf,
  fieldErrorsOf,
  useRequestPasswordResetMutation,
  useRequestSignInLinkMutation,
} from '@vouch/api-client';
import { Button, TextField } from '@vouch/design-system';
import type { MailedSignInKind } from '@vouch/domain';
import { FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

const WORDING: Record<MailedSignInKind, { title: string; intro: string; submit: string }> = {
  password_reset: {
    title: 'Reset your password',
    intro:
      'Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password.',
    submit: 'E-mail me a reset link',
  },
  sign_in: {
    title: 'Sign in with an e-mail link',
    intro:
      'Enter the e-mail address you sign in with. We will e-mail you a link that signs you in, no password needed.',
    submit: 'E-mail me a sign-in link',
  },
};

/**
 * Asks for a password reset or sign-in link. The server answers the same words for every address,
 * so the page shows them as they come: it cannot tell, and does not say, whether an account exists.
 */
export function MailedLinkRequestForm({
  kind,
  email: typed,
  onBack,
}: {
  kind: MailedSignInKind;
  email: string;
  onBack: (email: string) => void;
}) {
  const [email, setEmail] = useState(typed);
  const [requestReset, reset] = useRequestPasswordResetMutation();
  const [requestLink, link] = useRequestSignInLinkMutation();
  const { isLoading, error, data: sent } = kind === 'password_reset' ? reset : link;
  const wording = WORDING[kind];
  const titleId = `${kind}-title`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await (kind === 'password_reset' ? requestReset : requestLink)({ email })
      .unwrap()
      .catch(() => undefined);
  };

  if (sent) {
    return (
      <FormCard as="section" aria-labelledby={titleId}>
        <h1 id={titleId}>Check your e-mail</h1>
        <p role="status">{sent.message}</p>
        <Button $variant="link" onClick={() => onBack(email)}>
          Back to sign in
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h1 id={titleId}>{wording.title}</h1>
      <p>{wording.intro}</p>
      {error ? <FormError role="alert">{errorMessageOf(error)}</FormError> : null}
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldErrorsOf(error).email ?? null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton busy={isLoading} busyLabel="Sending…">
        {wording.submit}
      </SubmitButton>
      <Button $variant="link" type="button" onClick={() => onBack(email)}>
        Back to sign in
      </Button>
    </FormCard>
  );
}
