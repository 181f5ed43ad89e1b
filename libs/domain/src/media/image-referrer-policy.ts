/**
 * Spec §8: "images from one particular third-party marketplace image host are sent with a
 * no-referrer policy". Reviews imported from AliExpress (a review source, spec §9) keep their
 * pictures on its image host, alicdn.com, which refuses hot-linked requests that carry a referrer.
 */
const NO_REFERRER_HOSTS = ['alicdn.com'];
/** The host of an absolute or scheme-relative address, past any user info; a pure rule has no URL global. */
const ADDRESS_HOST = /^(?:[a-z][a-z\d+.-]*:)?[/\\]{2}(?:[^/\\?#@]*@)?([^/\\?#:]+)/i;

/** 'no-referrer' for a picture on the marketplace's image host; undefined (the page's policy) for any other. */
export function imageReferrerPolicy(src: string | null | undefined): 'no-referrer' | undefined {
  const host = ADDRESS_HOST.exec(src ?? '')?.[1]?.toLowerCase();
  if (!host) return undefined;
  return NO_REFERRER_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
    ? 'no-referrer'
    : undefined;
}
