import { useState } from 'react';
import { errorMessageOf } from '@vouch/api-client';
import { Button, Modal } from '@vouch/design-system';
import { Actions, Alert } from './connect-styles';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the reader goes on. */
  text: string;
  confirmLabel: string;
  busyLabel: string;
  /** Does it; throws (an RTK Query error) when the server refuses. */
  confirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before something that cannot be undone; a refusal is said inside the dialog, which stays open. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busyLabel,
  confirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirm();
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onDismiss={busy ? undefined : onClose}>
      <p>{text}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <Actions>
        <Button onClick={go} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button $variant="secondary" autoFocus onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </Actions>
    </Modal>
  );
}
