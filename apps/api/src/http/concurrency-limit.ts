/**
 * Runs at most `slots` of the tasks given to it at once; the rest wait their turn, in order. For
 * work that is heavy per call and may be asked for by anyone (drawing a picture), so a crawler
 * cannot take every worker thread the process has.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
