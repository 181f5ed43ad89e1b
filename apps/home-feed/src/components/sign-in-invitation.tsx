import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { signInPath } from '@vouch/domain';

const Invitation = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 60ch;
  padding: ${({ theme }) => theme.space.xl} 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    justify-self: start;
  }
`;

/** What a guest sees on a page that is about their account (spec §6): why to sign in, and a way back here after. */
export function SignInInvitation({ title, reason }: { title: string; reason: string }) {
  const location = useLocation();
  return (
    <Invitation aria-labelledby="sign-in-invitation-title">
      <h1 id="sign-in-invitation-title">{title}</h1>
      <p>{reason}</p>
      <Link to={signInPath(`${location.pathname}${location.search}`)}>
        Sign in or create an account
      </Link>
    </Invitation>
  );
}
