import { useEffect, useRef } from 'react';

/**
 * Paging a list takes the reader to its top (issue #18): the pager sits under the list, so the
 * next page would otherwise open at its bottom, or below it. Focus moves there too, so keyboard
 * and screen reader users start reading the new page instead of staying on a link now far
 * below. Nothing happens on the first render, or when the list's top is already in view.
 */
export function useListTopOnPaging<Element extends HTMLElement>(page: number) {
  const ref = useRef<Element>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const list = ref.current;
    if (!list) return;
    if (list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
    if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
    list.focus({ preventScroll: true });
  }, [page]);
  return ref;
}
