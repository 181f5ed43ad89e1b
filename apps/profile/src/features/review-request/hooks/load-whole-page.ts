/**
 * Goes to `path` with a full page load, not the router: the shell reads who is signed in once, as
 * it starts, and opening a review request has just signed someone in. Its own module so a test can
 * stand in for it (jsdom's `location.assign` can be neither spied on nor followed).
 */
export function loadWholePage(path: string): void {
  window.location.assign(path);
}
