import type { ReactNode } from 'react';
import { Button } from '@vouch/design-system';

/**
 * A form's submit button that shows its request is running (issue #58's walk: creating an account
 * looked stuck for seconds): it says what is happening, cannot be pressed twice, and is aria-busy.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
