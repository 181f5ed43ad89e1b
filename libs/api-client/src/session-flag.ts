/**
 * A yes/no kept for this browser tab's session (sessionStorage) that never throws: without
 * storage the flag lasts for this page only, and whatever it guards may come back after a reload.
 */
export function sessionFlag(key: string) {
  return {
    isSet(): boolean {
      try {
        return window.sessionStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set(): void {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // Storage disabled: see above.
      }
    },
  };
}
