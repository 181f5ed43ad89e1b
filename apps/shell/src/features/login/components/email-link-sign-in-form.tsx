import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageOf, useSignInWithLinkMutation } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';
import { FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

/**
 * The page a sign-in link opens. Signing in waits for the button: mail filters that open links to
 * scan them would otherwise use up the one-use link before its owner does.
 */
export function EmailLinkSignInForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const [signIn, { isLoading, error }] = useSignInWithLinkMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await signIn({ token })
      .unwrap()
      .then(onSignedIn, () => undefined);
  };

  return (
    <FormCard onSubmit={submit} aria-labelledby="email-link-title" noValidate>
      <h1 id="email-link-title">Sign in with your e-mail link</h1>
      <p>This link signs you in to Vouch once, no password needed.</p>
      {error ? (
        <FormError role="alert">
          {errorMessageOf(error)} <Link to={pagePath('login')}>Back to sign in</Link>
        </FormError>
      ) : null}
      <SubmitButton busy={isLoading} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </FormCard>
  );
}
