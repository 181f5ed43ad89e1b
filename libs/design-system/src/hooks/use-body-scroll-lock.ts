import { useEffect } from 'react';

let locks = 0;

/** Locks page scrolling while `locked` (spec §2 mega-menu, §4 mobile menu and modals); nests safely. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [locked]);
}
