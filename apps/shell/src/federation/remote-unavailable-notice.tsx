import styled from 'styled-components';
import { Button } from '@vouch/design-system';

const Notice = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/** Shown in the page area when its remote cannot load; the rest of the site keeps working. */
export function RemoteUnavailableNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">This part of Vouch is taking a break</h1>
      <p>
        We could not load this page just now. Your connection may have dropped, or we are updating
        it.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </Notice>
  );
}
