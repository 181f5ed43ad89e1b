import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape (returning focus to what `focusOnEscape` answers, its trigger) and on
 * a click outside `container`.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: () => void,
  focusOnEscape?: () => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = focusOnEscape?.();
      close();
      target?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, close, focusOnEscape]);
}
