import { useEffect, useState } from 'react';
import { headerHiddenAfterScroll } from '@vouch/domain';

/** Whether the header should be out of the way now (spec §2 mobile swap); false when not `active`. */
export function useHideOnScrollDown(active: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!active) return;
    let previous = window.scrollY;
    const onScroll = () => {
      const [from, current] = [previous, window.scrollY];
      previous = current;
      // The updater may run later, so it gets its positions as they are now.
      setHidden((wasHidden) => headerHiddenAfterScroll(from, current, wasHidden, headerHeight));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [active, headerHeight]);
  return active && hidden;
}
