import type { RemotesManifest } from '@vouch/contracts';
import { VIDEO_PLAYER_ORIGINS } from '@vouch/domain';

/** The origins of remotes deployed elsewhere (a remotes file may point at other hosts); the site's own are 'self'. */
export function remoteOrigins(remotes: RemotesManifest | undefined, siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes ?? {})) {
    const origin = URL.canParse(url, siteOrigin) ? new URL(url, siteOrigin).origin : null;
    if (origin && origin !== siteOrigin && origin !== 'null') origins.add(origin);
  }
  return [...origins];
}

/**
 * The page's Content-Security-Policy: scripts only from the site and its remotes (the HTML holds
 * no inline script, only JSON data blocks), styles also inline because styled-components writes
 * <style> elements at run time, pictures from anywhere over HTTPS (shops' own image hosts), no
 * plugins, frames only for the review video players, no framing by other sites.
 */
export function pageContentSecurityPolicy(remotes: string[]): string {
  const code = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `connect-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `frame-src ${Object.values(VIDEO_PLAYER_ORIGINS).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For every answer that is not a page (JSON, files, errors): nothing may run or load in it. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Visits bring one of a few remotes maps (everyone's, a canary's): each map's policy is worked out once.
const POLICIES_KEPT = 32;
const policiesByRemotes = new Map<string, string>();

/** `pageContentSecurityPolicy(remoteOrigins(remotes, siteOrigin))`, kept per map's addresses. */
export function pagePolicyForRemotes(
  remotes: RemotesManifest | undefined,
  siteOrigin: string,
): string {
  // As JSON: an address may hold any character, and URLs drop newlines when parsed.
  const key = JSON.stringify([siteOrigin, Object.values(remotes ?? {})]);
  let policy = policiesByRemotes.get(key);
  if (policy === undefined) {
    if (policiesByRemotes.size >= POLICIES_KEPT) policiesByRemotes.clear();
    policy = pageContentSecurityPolicy(remoteOrigins(remotes, siteOrigin));
    policiesByRemotes.set(key, policy);
  }
  return policy;
}
