import { useCallback, useEffect, useRef, useState } from 'react';
import { MEGA_MENU_CLOSE_DELAY_MS } from '@vouch/domain';
import { useBodyScrollLock } from '@vouch/design-system';

/** Spec §4 mega-menu states: closed, or a level-1 active with an optional level-2 active. */
export function useMegaMenu() {
  const [level1, setLevel1] = useState<number | null>(null);
  const [level2, setLevel2] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    setLevel1(null);
    setLevel2(null);
  }, [cancelClose]);
  const open = useCallback(
    (id: number) => {
      cancelClose();
      setLevel1((current) => {
        if (current !== id) setLevel2(null);
        return id;
      });
    },
    [cancelClose],
  );
  // "Mouse leave closes the panel after 500 ms."
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_DELAY_MS);
  }, [cancelClose, close]);

  useEffect(() => cancelClose, [cancelClose]);
  useBodyScrollLock(level1 !== null);

  return { level1, level2, open, close, scheduleClose, cancelClose, activateLevel2: setLevel2 };
}
