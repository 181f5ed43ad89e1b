import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { media } from '@vouch/design-system';
import { ConfirmSignUpForm } from '../../features/login/components/confirm-sign-up-form';
import { EmailLinkSignInForm } from '../../features/login/components/email-link-sign-in-form';
import { MailedLinkRequestForm } from '../../features/login/components/mailed-link-request-form';
import { ResetPasswordForm } from '../../features/login/components/reset-password-form';
import { SignInForm } from '../../features/login/components/sign-in-form';
import { SignUpForm } from '../../features/login/components/sign-up-form';
import {
  MAILED_SIGN_IN_PARAM,
  safeReturnPath,
  SIGN_IN_FORM_PARAMS,
  signInRefusalMessage,
  SIGN_UP_TOKEN_PARAM,
  type MailedSignInKind,
} from '@vouch/domain';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} 0;
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The sign-in page, and where each mailed link leads: a sign-up's, a password reset's and a sign-in
 * link's token each arrive under their own parameter. Without one, it signs in with a password or
 * asks for a link by e-mail (the address typed carries over between the two).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A sign-in posted without script and refused comes back with the address typed and why.
  const [email, setEmail] = useState(params.get(SIGN_IN_FORM_PARAMS.email) ?? '');
  const [asking, setAsking] = useState<MailedSignInKind | null>(null);
  // Only same-site paths are followed after signing in, so a link cannot send anyone elsewhere.
  const done = () => navigate(safeReturnPath(params.get('return_to')), { replace: true });
  const signUpToken = params.get(SIGN_UP_TOKEN_PARAM);
  const resetToken = params.get(MAILED_SIGN_IN_PARAM.password_reset);
  const linkToken = params.get(MAILED_SIGN_IN_PARAM.sign_in);
  const askForLink = (kind: MailedSignInKind, typed: string) => {
    setEmail(typed);
    setAsking(kind);
  };
  const backToSignIn = (typed: string) => {
    setEmail(typed);
    setAsking(null);
  };

  let first;
  if (signUpToken) first = <ConfirmSignUpForm token={signUpToken} onSignedIn={done} />;
  else if (resetToken) first = <ResetPasswordForm token={resetToken} onSignedIn={done} />;
  else if (linkToken) first = <EmailLinkSignInForm token={linkToken} onSignedIn={done} />;
  else if (asking)
    first = (
      <MailedLinkRequestForm key={asking} kind={asking} email={email} onBack={backToSignIn} />
    );
  else
    first = (
      <SignInForm
        email={email}
        returnTo={params.get('return_to')}
        refusal={signInRefusalMessage(params.get(SIGN_IN_FORM_PARAMS.refusal))}
        onSignedIn={done}
        onAskForLink={askForLink}
      />
    );
  return (
    <Columns>
      {first}
      {/* The sign-up link's page finishes that sign-up: a second sign-up form there only confuses. */}
      {signUpToken ? null : <SignUpForm returnTo={params.get('return_to')} />}
    </Columns>
  );
}
