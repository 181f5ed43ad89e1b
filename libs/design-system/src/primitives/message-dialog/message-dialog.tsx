import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export type MessageDialogKind = 'error' | 'success';

/** Spec §8: "an error dialog titled 'Error' and a success dialog titled 'Success', each with a supplied text." */
const TITLES: Record<MessageDialogKind, string> = { error: 'Error', success: 'Success' };

export interface MessageDialogProps {
  kind: MessageDialogKind;
  text: string;
  onClose(): void;
}

/** The outcome of a step that matters, said in a dialog the reader closes (OK, Escape or Close). */
export function MessageDialog({ kind, text, onClose }: MessageDialogProps) {
  return (
    <Modal title={TITLES[kind]} onDismiss={onClose}>
      <p>{text}</p>
      <Button autoFocus onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
