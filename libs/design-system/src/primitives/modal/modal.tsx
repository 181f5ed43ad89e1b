import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';

const Dialog = styled.dialog<{ $placement: ModalPlacement }>`
  width: min(520px, calc(100vw - 32px));
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(16, 24, 20, 0.55);
  }
  h2 {
    margin-top: 0;
  }
  ${({ $placement }) =>
    $placement === 'side' &&
    css`
      width: min(400px, 100vw);
      height: 100dvh;
      max-height: none;
      margin: 0 auto 0 0;
      border-radius: 0;
    `}
  ${({ $placement }) =>
    $placement === 'wide' &&
    css`
      width: min(1040px, calc(100vw - 32px));
    `}
`;

/** The padded content: clicks on it never count as clicks outside. */
const Body = styled.div`
  position: relative;
  box-sizing: border-box;
  min-height: 100%;
  padding: ${({ theme }) => theme.space.lg};
`;

/** Clear of the Close button. */
const Title = styled.h2`
  padding-right: 48px;
`;

/** Top right, but last in the DOM: the dialog's first focus stays on its content. */
const CloseButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

/** 'center': a dialog; 'wide': a big dialog (galleries); 'side': a full-height panel from the left (filter sidebars). */
export type ModalPlacement = 'center' | 'wide' | 'side';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Called on Escape, a click outside or the Close button; without it the dialog cannot be dismissed (a required step). */
  onDismiss?: () => void;
  placement?: ModalPlacement;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside and returns afterwards, and the page
 * behind does not scroll while it is open (spec §4 "A modal locks page scroll while open").
 */
export function Modal({ title, children, onDismiss, placement = 'center' }: ModalProps) {
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
      $placement={placement}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, never on its content.
        if (event.target === event.currentTarget) onDismiss?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
    >
      <Body>
        <Title id={titleId}>{title}</Title>
        {children}
        {onDismiss ? (
          <CloseButton aria-label="Close" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        ) : null}
      </Body>
    </Dialog>
  );
}
