import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { media } from '@vouch/design-system';
import { ConfirmSignUpForm } from './components/confirm-sign-up-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { safeReturnPath, SIGN_UP_TOKEN_PARAM } from '@vouch/domain';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} 0;
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
`;

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only same-site paths are followed after signing in, so a link cannot send anyone elsewhere.
  const done = () => navigate(safeReturnPath(params.get('return_to')), { replace: true });
  const signUpToken = params.get(SIGN_UP_TOKEN_PARAM);
  return (
    <Columns>
      {signUpToken ? <ConfirmSignUpForm token={signUpToken} onSignedIn={done} /> : <SignInForm onSignedIn={done} />}
      <SignUpForm />
    </Columns>
  );
}
