import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageOf, useConfirmSignUpMutation } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';
import { FormCard, FormError } from './form-card';
import { SubmitButton } from './submit-button';

/**
 * The page the sign-up link opens: the link proves the address, so one button makes the account
 * and signs it in, nothing asked again. It waits for the button because mail filters that open
 * links to scan them would otherwise use up the one-use link. The password chosen at sign-up is
 * kept only in the browser that chose it (the server decides, against pre-hijacking); elsewhere
 * the new reviewer is told how to sign in next time.
 */
export function ConfirmSignUpForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: () => void;
}) {
  const [confirm, { isLoading, error }] = useConfirmSignUpMutation();
  // Kept here: a new session resets the API cache, the mutation's answer with it.
  const [withoutPassword, setWithoutPassword] = useState(false);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone: focus goes to what replaced it, so it is read out.
  useEffect(() => {
    if (withoutPassword) readyHeading.current?.focus();
  }, [withoutPassword]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await confirm({ token })
      .unwrap()
      .then(
        ({ password_kept }) => (password_kept ? onSignedIn() : setWithoutPassword(true)),
        () => undefined,
      );
  };

  if (withoutPassword) {
    return (
      <FormCard as="section" aria-labelledby="confirm-title">
        <h1 id="confirm-title" ref={readyHeading} tabIndex={-1}>
          Your account is ready
        </h1>
        <p role="status">
          You are signed in. The password chosen at sign-up was not kept, because this link was
          opened in another browser than the one that signed up: that way no one else who used your
          address can sign in. Next time, sign in with a link we e-mail you, or choose a password
          with &quot;Forgot your password?&quot; on the sign-in page.
        </p>
        <Button onClick={onSignedIn}>Continue</Button>
      </FormCard>
    );
  }

  return (
    <FormCard onSubmit={submit} aria-labelledby="confirm-title" noValidate>
      <h1 id="confirm-title">Finish creating your account</h1>
      <p>
        This link confirms your e-mail address: one press creates your account and signs you in.
      </p>
      {error ? (
        <FormError role="alert">
          {errorMessageOf(error)} <Link to={pagePath('login')}>Go to the sign-in page</Link>
        </FormError>
      ) : null}
      <SubmitButton busy={isLoading} busyLabel="Creating your account…">
        Create my account
      </SubmitButton>
    </FormCard>
  );
}
