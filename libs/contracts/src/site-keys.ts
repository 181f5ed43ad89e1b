import { z } from 'zod';

/**
 * Spec §9: "Global constants hold a video-service key, a captcha site key and an analytics id".
 * Public keys of third-party services, set per deployment (null where unset); the page carries them
 * for the browser in a JSON script (SITE_KEYS_ELEMENT_ID).
 */
export const siteKeysSchema = z.object({
  video_service_key: z.string().min(1).nullable(),
  captcha_site_key: z.string().min(1).nullable(),
  analytics_id: z.string().min(1).nullable(),
});
export type SiteKeys = z.infer<typeof siteKeysSchema>;
