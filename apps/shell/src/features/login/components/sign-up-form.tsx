import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf, useSignUpMutation } from '@vouch/api-client';
import { signUpErrors, type SignUpInput } from '@vouch/domain';
import { Button, TextField } from '@vouch/design-system';
import { FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

/**
 * Sign-up sends a link to the address; the account is made when it is opened (the sign-in page
 * finishes it). What the server answers says so, the same for every address.
 */
export function SignUpForm({ returnTo }: { returnTo: string | null }) {
  const [form, setForm] = useState<SignUpInput>({ name: '', email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [signUp, { isLoading, error, data: sent, reset }] = useSignUpMutation();
  const localErrors = checked ? signUpErrors(form) : {};
  const serverErrors = fieldErrorsOf(error);
  const fieldError = (field: keyof SignUpInput) =>
    localErrors[field] ?? serverErrors[field] ?? null;
  const update = (field: keyof SignUpInput) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(signUpErrors(form)).length > 0) return;
    await signUp({ ...form, ...(returnTo ? { return_to: returnTo } : {}) })
      .unwrap()
      .catch(() => undefined);
  };

  if (sent) {
    return (
      <FormCard as="section" aria-labelledby="sign-up-title">
        <h2 id="sign-up-title">Check your e-mail</h2>
        <p role="status">{sent.message}</p>
        <Button $variant="link" onClick={reset}>
          Use another address
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard onSubmit={submit} aria-labelledby="sign-up-title" noValidate>
      <h2 id="sign-up-title">Create an account</h2>
      {error ? <FormError role="alert">{errorMessageOf(error)}</FormError> : null}
      <TextField
        label="Your name"
        autoComplete="name"
        value={form.name}
        onChange={update('name')}
        error={fieldError('name')}
      />
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={update('email')}
        error={fieldError('email')}
      />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={update('password')}
        error={fieldError('password')}
      />
      <SubmitButton busy={isLoading} busyLabel="Creating account…">
        Create account
      </SubmitButton>
    </FormCard>
  );
}
