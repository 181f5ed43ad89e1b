/** Id of the JSON script in the page's HTML that carries the remotes map (the body of `/remotes.json`). */
export const INLINE_REMOTES_ELEMENT_ID = 'vouch-remotes';

/** Id of the JSON script in the page's HTML that carries the deployment's public service keys (contracts' SiteKeys). */
export const SITE_KEYS_ELEMENT_ID = 'vouch-site-keys';
