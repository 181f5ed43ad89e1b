/**
 * Resolves once the browser has painted the page it holds. The shell's start waits for it: on a
 * fresh load its scripts arrived while the server's page was still being laid out, ran ahead of
 * the first frame, and the page showed only when they were done (Lighthouse saw the first paint
 * after hydration, 1.2 s late unthrottled). A hidden page paints no frame: it starts at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    // The frame's callbacks run before its paint; a task queued from one runs after it.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
