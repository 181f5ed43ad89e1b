import { useState, type FormEvent } from 'react';
import { errorMessageOf, useSignInMutation } from '@vouch/api-client';
import { Button, TextField } from '@vouch/design-system';
import { pagePath, type MailedSignInKind } from '@vouch/domain';
import { FormActions, FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

/**
 * Sign-in with a password, and the two ways in by e-mail: a password reset and a sign-in link,
 * always offered (and named by the refusal when password attempts for the account are refused).
 * Without script the form posts itself and the server redirects, back here with `refusal` if refused.
 */
export function SignInForm({
  email: typed,
  returnTo,
  refusal,
  onSignedIn,
  onAskForLink,
}: {
  email: string;
  returnTo: string | null;
  /** Why the form posted without script was refused. */
  refusal: string | null;
  onSignedIn: () => void;
  onAskForLink: (kind: MailedSignInKind, email: string) => void;
}) {
  const [email, setEmail] = useState(typed);
  const [password, setPassword] = useState('');
  const [signIn, { isLoading, error }] = useSignInMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A failed attempt keeps what was typed; the message says what to do.
    await signIn({ email, password })
      .unwrap()
      .then(onSignedIn, () => undefined);
  };

  return (
    <FormCard
      method="post"
      action={pagePath('login')}
      onSubmit={submit}
      aria-labelledby="sign-in-title"
      noValidate
    >
      <h1 id="sign-in-title">Sign in</h1>
      {error || refusal ? (
        <FormError role="alert">{error ? errorMessageOf(error) : refusal}</FormError>
      ) : null}
      {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormActions>
        <SubmitButton busy={isLoading} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
        <Button $variant="link" type="button" onClick={() => onAskForLink('password_reset', email)}>
          Forgot your password?
        </Button>
        <Button $variant="link" type="button" onClick={() => onAskForLink('sign_in', email)}>
          E-mail me a sign-in link
        </Button>
      </FormActions>
    </FormCard>
  );
}
