/**
 * Spec §8: "images from one particular third-party marketplace image host are sent with a
 * no-referrer policy". Reviews imported from AliExpress (a review source, spec §9) keep their
 * pictures on its image host, alicdn.com, which refuses hot-linked requests that carry a referrer.
 */
const NO_REFERRER_HOSTS = ['alicdn.com'];

/** 'no-referrer' for a picture on the marketplace's image host; undefined (the page's policy) for any other. */
export function imageReferrerPolicy(src: string | null | undefined): 'no-referrer' | undefined {
  if (!src || !URL.canParse(src)) return undefined;
  const host = new URL(src).hostname.toLowerCase();
  return NO_REFERRER_HOSTS.some((known) => host === known || host.endsWith(`.${known}`)) ? 'no-referrer' : undefined;
}
