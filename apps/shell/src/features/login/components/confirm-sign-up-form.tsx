import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf, useConfirmSignUpMutation } from '@vouch/api-client';
import { Button, TextField } from '@vouch/design-system';
import { FormCard, FormError } from './form-card';

/**
 * The page the sign-up link opens: the password chosen at sign-up makes the account and signs it
 * in (asked so that whoever signed up with someone else's address cannot have its owner finish it).
 */
export function ConfirmSignUpForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, { isLoading, error }] = useConfirmSignUpMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await confirm({ token, password })
      .unwrap()
      .then(onSignedIn, () => undefined);
  };

  return (
    <FormCard onSubmit={submit} aria-labelledby="confirm-title" noValidate>
      <h1 id="confirm-title">Finish creating your account</h1>
      <p>Your e-mail address is confirmed. Enter the password you chose when you signed up.</p>
      {error ? <FormError role="alert">{errorMessageOf(error)}</FormError> : null}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrorsOf(error).password ?? null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Creating your account...' : 'Create my account'}
      </Button>
    </FormCard>
  );
}
