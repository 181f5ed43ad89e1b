import { useState, type FormEvent } from 'react';
import { errorMessageOf, useSignInMutation } from '@vouch/api-client';
import { Button, TextField } from '@vouch/design-system';
import { FormCard, FormError } from './form-card';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
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
    <FormCard onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
      <h1 id="sign-in-title">Sign in</h1>
      {error ? <FormError role="alert">{errorMessageOf(error)}</FormError> : null}
      <TextField label="E-mail address" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>
    </FormCard>
  );
}
