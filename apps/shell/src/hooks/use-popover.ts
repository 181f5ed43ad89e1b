import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A trigger button and the popup it discloses: open state, ids for aria-controls, and dismissal on
 * Escape (focus back to the trigger) or a click outside.
 */
export function usePopover<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<Trigger>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const focusTrigger = useCallback(() => trigger.current, []);
  useDismiss(open, wrapper, close, focusTrigger);
  return { open, id, wrapper, trigger, close, toggle };
}
