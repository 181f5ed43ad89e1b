import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling element sits at its start and at its end (each within a pixel). */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): {
  atStart: boolean;
  atEnd: boolean;
} {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Cards arrive after the first paint and the window resizes: both move the end.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    const mutated = typeof MutationObserver === 'undefined' ? null : new MutationObserver(measure);
    mutated?.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
      mutated?.disconnect();
    };
  }, [ref, measure]);
  return edges;
}
