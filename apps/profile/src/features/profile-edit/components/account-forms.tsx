import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { emailError, passwordError } from '@vouch/domain';
import { Button, MessageDialog, TextField } from '@vouch/design-system';
import { useChangeEmailMutation, useChangePasswordMutation } from '../../../api/profile-api';
import { Form } from './form-parts';

/**
 * An account form's errors and outcome: local checks first, then the change; a refusal shows its
 * field errors and message, and what was typed stays. The outcome of a sign-in change is said in a
 * Success or Error dialog (spec §8), so it is not missed.
 */
function useAccountChange() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit(localErrors: Record<string, string>, change: () => Promise<string>) {
    setErrors(localErrors);
    setOutcome(null);
    if (Object.keys(localErrors).length > 0) return;
    try {
      setOutcome({ ok: true, text: await change() });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setOutcome({ ok: false, text: errorMessageOf(failure) });
    }
  }
  const dialog = outcome && (
    <MessageDialog
      kind={outcome.ok ? 'success' : 'error'}
      text={outcome.text}
      onClose={() => setOutcome(null)}
    />
  );
  return { errors, dialog, submit };
}

/**
 * A new sign-in e-mail, asked for with the current password; it changes when the link mailed to
 * it is opened, and until then the page says which address is waiting.
 */
export function EmailForm({
  email,
  pendingEmail,
}: {
  email: string | null;
  pendingEmail: string | null;
}) {
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const { errors, dialog, submit } = useAccountChange();

  function save(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(next);
    void submit(invalid ? { email: invalid } : {}, async () => {
      const asked = await changeEmail({ email: next, current_password: password }).unwrap();
      setPassword('');
      return `Check your inbox. ${asked.message}`;
    });
  }

  return (
    <Form onSubmit={save} aria-labelledby="email-heading" noValidate>
      <h2 id="email-heading">Sign-in e-mail</h2>
      {email && <p>Now: {email}</p>}
      {pendingEmail && (
        <p>Waiting for confirmation of {pendingEmail}: open the link we sent there.</p>
      )}
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
      {dialog}
    </Form>
  );
}

/** A new password; every other device is signed out when it changes. */
export function PasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { errors, dialog, submit } = useAccountChange();

  function save(event: FormEvent) {
    event.preventDefault();
    const invalid = passwordError(next);
    void submit(invalid ? { new_password: invalid } : {}, async () => {
      await changePassword({ current_password: current, new_password: next }).unwrap();
      setCurrent('');
      setNext('');
      return 'Your password is changed. Every other device you were signed in on is signed out.';
    });
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
      {dialog}
    </Form>
  );
}
