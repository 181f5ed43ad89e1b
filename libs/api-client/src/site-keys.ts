import type { SiteKeys } from '@vouch/contracts';
import { SITE_KEYS_ELEMENT_ID } from '@vouch/domain';

const NO_KEYS: SiteKeys = { video_service_key: null, captcha_site_key: null, analytics_id: null };

const keyOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The deployment's public service keys (spec §9's "global constants") as the page's HTML carries
 * them; none on the server, or where the deployment set none.
 */
export function readSiteKeys(): SiteKeys {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(SITE_KEYS_ELEMENT_ID);
  if (!element?.textContent) return NO_KEYS;
  try {
    const keys = JSON.parse(element.textContent) as Record<string, unknown>;
    return {
      video_service_key: keyOf(keys.video_service_key),
      captcha_site_key: keyOf(keys.captcha_site_key),
      analytics_id: keyOf(keys.analytics_id),
    };
  } catch {
    return NO_KEYS;
  }
}
