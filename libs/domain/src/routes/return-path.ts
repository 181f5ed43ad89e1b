import { pagePath } from './page-path';

/** Where no page of this site can be: a relative path read against it stays on it, anything else leaves. */
const PROBE_ORIGIN = 'https://vouch.invalid';
// Tabs and newlines are dropped by the URL parser ("/\t/evil" is "//evil"), other controls are no
// part of a path, and a backslash is read as a slash ("/\evil" is "//evil").
const NEVER_IN_A_RETURN_PATH = /[\u0000-\u001f\u007f\\]/;
// Two slashes or backslashes at the start, plain or encoded: whoever decodes the path next reads another host.
const ANOTHER_HOST_AT_START = /^\/(?:[/\\]|%2f|%5c)/i;

/**
 * Where a `return_to` leads once someone has signed in: the same-site path the URL parser reads in
 * it, or `fallback` (home) for anything that could leave the site (`//evil`, `/\evil`,
 * `/%5Cevil.example/x`, `javascript:`, tabs and newlines) or is no path at all. The one rule the
 * sign-in page and the server follow, so a link cannot send someone elsewhere.
 */
export function safeReturnPath(
  value: string | null | undefined,
  fallback: string = pagePath('home'),
): string {
  if (!value?.startsWith('/') || NEVER_IN_A_RETURN_PATH.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || ANOTHER_HOST_AT_START.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
