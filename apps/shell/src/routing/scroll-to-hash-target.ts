// Long enough for a remote and its data to arrive on a slow phone.
const WAIT_FOR_TARGET_MS = 10_000;

function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to the element a `#hash` names, waiting for it to appear: the page that holds it is
 * usually still loading (a remote, its data) when the address changes, so the browser's own jump
 * finds nothing. Returns a function that stops waiting.
 */
export function scrollToHashTarget(hash: string): () => void {
  const id = idOf(hash);
  const scroll = (target: HTMLElement) =>
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const present = document.getElementById(id);
  if (present) {
    scroll(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    scroll(target);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
