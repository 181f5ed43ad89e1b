import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';

const Dialog = styled.dialog`
  width: min(520px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgba(16, 24, 20, 0.55); }
  h2 { margin-top: 0; }
`;

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Called on Escape; without it the dialog cannot be dismissed (a required step). */
  onDismiss?: () => void;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside and returns afterwards, and the page
 * behind does not scroll while it is open (spec §4 "A modal locks page scroll while open").
 */
export function Modal({ title, children, onDismiss }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBodyScrollLock(true);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </Dialog>
  );
}
