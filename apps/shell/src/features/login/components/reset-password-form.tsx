import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageOf, fieldErrorsOf, useResetPasswordMutation } from '@vouch/api-client';
import { TextField } from '@vouch/design-system';
import { pagePath, passwordError } from '@vouch/domain';
import { FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

/**
 * The page a password reset link opens: a new password (sign-up's policy, checked here first and by
 * the server) signs the account in and every other device out.
 */
export function ResetPasswordForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const linkRefused = Boolean(fieldErrorsOf(error).token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = passwordError(password);
    setLocalError(refused);
    if (refused) return;
    await resetPassword({ token, password })
      .unwrap()
      .then(onSignedIn, () => undefined);
  };

  const message = localError ?? (error ? errorMessageOf(error) : null);
  return (
    <FormCard onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">Choose a new password</h1>
      <p>
        Choosing it signs you in here and signs out every other device signed in to your account.
      </p>
      {message ? (
        <FormError role="alert">
          {message}
          {linkRefused ? (
            <>
              {' '}
              <Link to={pagePath('login')}>Back to sign in</Link>
            </>
          ) : null}
        </FormError>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={localError ?? fieldErrorsOf(error).password ?? null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton busy={isLoading} busyLabel="Saving…">
        Save and sign in
      </SubmitButton>
    </FormCard>
  );
}
