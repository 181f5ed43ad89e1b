/** Longest the start waits for the browser's report of the server's page shown, counted from the first frame. */
export const SHOWN_REPORT_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the page it holds. The shell's start waits for it: on a
 * fresh load its scripts arrived while the server's page was still being laid out, ran ahead of
 * the first frame, and the page showed only when they were done (Lighthouse saw the first paint
 * after hydration, 1.2 s late unthrottled).
 *
 * A frame's paint is not yet the page on screen: a fresh browser presented it 30-100 ms later,
 * and a start that began after the paint still had its chunks downloading and running before
 * the page showed (Lighthouse then counts them toward the largest paint). So a page that came
 * with its content waits for the first contentful paint's entry, which the browser records once
 * the frame is presented; one without content, or a browser without paint timing, waits for a
 * frame. A page hidden at load paints no frame: it starts at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    // A task after the frame or the report: the browser finishes what it was doing first.
    const start = () => setTimeout(resolve, 0);
    if (!paintTimingSupported() || !pageHasContent()) {
      requestAnimationFrame(start);
      return;
    }
    let reported = false;
    let cap: ReturnType<typeof setTimeout> | undefined;
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      reported = true;
      observer.disconnect();
      clearTimeout(cap);
      start();
    });
    // Buffered: the report may come before this script runs.
    observer.observe({ type: 'paint', buffered: true });
    // A report that never comes (a page hidden after its first frame) must not keep it inert.
    requestAnimationFrame(() => {
      if (reported) return;
      cap = setTimeout(() => {
        observer.disconnect();
        start();
      }, SHOWN_REPORT_WAIT_MS);
    });
  });
}

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

/** Whether the server sent the page's content (a client-rendered page paints nothing contentful until the shell runs). */
function pageHasContent(): boolean {
  return (document.getElementById('root')?.childElementCount ?? 0) > 0;
}
