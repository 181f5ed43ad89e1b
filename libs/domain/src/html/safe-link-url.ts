// What the URL parser drops wherever it finds them: "java\tscript:" runs as "javascript:".
const IGNORED_INSIDE = /[\t\n\r]/g;
// What the URL parser trims from both ends: C0 controls and space.
const TRIMMED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const JAVASCRIPT_PREFIX = /^javascript:/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * A stored URL made safe to put in a link's href. Spec §5: "Links have a javascript: prefix
 * stripped" (every one, however it is spelled to the browser); a URL left with another scheme
 * that is not a web or mail link (data:, vbscript:) is no link at all (null). Relative URLs stay.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  let rest = (url ?? '').replace(IGNORED_INSIDE, '').replace(TRIMMED_AT_ENDS, '');
  while (JAVASCRIPT_PREFIX.test(rest))
    rest = rest.replace(JAVASCRIPT_PREFIX, '').replace(TRIMMED_AT_ENDS, '');
  const scheme = SCHEME.exec(rest)?.[1]?.toLowerCase();
  if (scheme && !LINK_SCHEMES.has(scheme)) return null;
  return rest === '' ? null : rest;
}
