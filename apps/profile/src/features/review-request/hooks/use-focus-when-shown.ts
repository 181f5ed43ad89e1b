import { useEffect, useRef } from 'react';

/**
 * A ref for a status or alert that appears after the visitor acts: it takes the focus each time
 * `shown` becomes a new truthy value, so the outcome is read out and the next Tab starts there.
 * The element needs `tabIndex={-1}`.
 */
export function useFocusWhenShown<Element extends HTMLElement>(shown: unknown) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
