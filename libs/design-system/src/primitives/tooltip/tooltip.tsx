import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
  max-width: 100%;
`;

const Trigger = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Bubble = styled.span`
  position: absolute;
  z-index: ${({ theme }) => theme.layers.stickyHeader};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  width: max-content;
  max-width: min(280px, 80vw);
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &[hidden] {
    display: none;
  }
`;

export interface TooltipProps {
  /** What the tooltip says; the trigger is described by it for screen readers. */
  text: string;
  /** The visible trigger's content. */
  children: ReactNode;
  /** After this long open, the tooltip closes by itself (a tap on a phone has no "leave"). */
  disposeAfterMs: number;
}

/** A tooltip that opens on hover, focus or click (spec §4) and closes on leave, blur, Escape, or after `disposeAfterMs`. */
export function Tooltip({ text, children, disposeAfterMs }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), disposeAfterMs);
    return () => clearTimeout(timer);
  }, [open, disposeAfterMs]);
  return (
    <Wrapper onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Trigger
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // Opens (a tap on a phone); focus or hover has usually opened it already, so a click never closes it.
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </Trigger>
      <Bubble role="tooltip" id={id} hidden={!open}>
        {text}
      </Bubble>
    </Wrapper>
  );
}
