import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { emailError, passwordError } from '@vouch/domain';
import { Button, TextField } from '@vouch/design-system';
import { useChangeEmailMutation, useChangePasswordMutation } from '../../../api/profile-api';
import { Form, FormAlert } from './form-parts';

function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <div role={outcome && !outcome.ok ? 'alert' : 'status'}>{outcome && (outcome.ok ? <p>{outcome.text}</p> : <FormAlert>{outcome.text}</FormAlert>)}</div>
  );
}

/** A new sign-in e-mail, confirmed with the current password. */
export function EmailForm({ email }: { email: string | null }) {
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(next);
    setErrors(invalid ? { email: invalid } : {});
    setOutcome(null);
    if (invalid) return;
    try {
      const saved = await changeEmail({ email: next, current_password: password }).unwrap();
      setPassword('');
      setOutcome({ ok: true, text: `You now sign in with ${saved.email}.` });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setOutcome({ ok: false, text: errorMessageOf(failure) });
    }
  }

  return (
    <Form onSubmit={save} aria-labelledby="email-heading" noValidate>
      <h2 id="email-heading">Sign-in e-mail</h2>
      {email && <p>Now: {email}</p>}
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        value={next}
        error={errors.email}
        onChange={(event) => setNext(event.target.value)}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.current_password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={isLoading}>
          Change e-mail
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </Form>
  );
}

/** A new password; every other device is signed out when it changes. */
export function PasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = passwordError(next);
    setErrors(invalid ? { new_password: invalid } : {});
    setOutcome(null);
    if (invalid) return;
    try {
      await changePassword({ current_password: current, new_password: next }).unwrap();
      setCurrent('');
      setNext('');
      setOutcome({ ok: true, text: 'Your password is changed. Every other device you were signed in on is signed out.' });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setOutcome({ ok: false, text: errorMessageOf(failure) });
    }
  }

  return (
    <Form onSubmit={save} aria-labelledby="password-heading" noValidate>
      <h2 id="password-heading">Password</h2>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current_password}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors.new_password}
        onChange={(event) => setNext(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={isLoading}>
          Change password
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </Form>
  );
}
