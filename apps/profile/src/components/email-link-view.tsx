import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessageOf } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { ProfileLayout } from './profile-layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

const FormAlert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface EmailLinkViewProps {
  title: string;
  /** What opening the link does, said before the button. */
  intro: ReactNode;
  action: string;
  token: string | null;
  onAct: (token: string) => void;
  isLoading: boolean;
  /** The server's words once it worked. */
  done: string | null;
  error: unknown;
  /** Where to go next, once it worked. */
  next: { to: string; label: string };
}

/**
 * A page a mailed link opens: what it does, one button that does it (opening a link changes
 * nothing by itself, so a mail scanner that follows it does no harm), then the outcome in words.
 */
export function EmailLinkView({
  title,
  intro,
  action,
  token,
  onAct,
  isLoading,
  done,
  error,
  next,
}: EmailLinkViewProps) {
  return (
    <ProfileLayout>
      <Form
        aria-labelledby="email-link-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (token) onAct(token);
        }}
      >
        <h1 id="email-link-title">{title}</h1>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Link to={next.to}>{next.label}</Link>
          </>
        ) : !token ? (
          <FormAlert role="alert">
            This link is incomplete. Open it again from the e-mail we sent you.
          </FormAlert>
        ) : (
          <>
            <p>{intro}</p>
            {error ? <FormAlert role="alert">{errorMessageOf(error)}</FormAlert> : null}
            <div>
              <Button type="submit" disabled={isLoading}>
                {action}
              </Button>
            </div>
          </>
        )}
      </Form>
    </ProfileLayout>
  );
}
