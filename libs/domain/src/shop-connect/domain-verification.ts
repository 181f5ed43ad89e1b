/** The meta tag's name a shop puts in its home page's head to prove its domain. */
export const VERIFICATION_META_NAME = 'vouch-verification';
/** The file a shop may publish instead, holding the token. */
export const VERIFICATION_FILE_PATH = '/.well-known/vouch-verification.txt';

export type VerificationMethod = 'meta_tag' | 'well_known_file';
export const VERIFICATION_METHODS: readonly VerificationMethod[] = ['meta_tag', 'well_known_file'];

/** The tag to paste into the home page's `<head>`. */
export function verificationMetaTag(token: string): string {
  return `<meta name="${VERIFICATION_META_NAME}" content="${token}">`;
}

const META_TAG = /<meta\b[^>]*>/gi;
const attributeOf = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'))
    ?.slice(1)
    .find((value) => value !== undefined);

/** True when a page's HTML has a `vouch-verification` meta tag whose content is `token` (attributes in any order, either quotes). */
export function pageCarriesVerificationToken(html: string, token: string): boolean {
  for (const [tag] of html.matchAll(META_TAG))
    if (
      attributeOf(tag, 'name')?.toLowerCase() === VERIFICATION_META_NAME &&
      attributeOf(tag, 'content')?.trim() === token
    )
      return true;
  return false;
}

/** True when the verification file has `token` on a line of its own (it may hold other shops' tokens too). */
export function fileCarriesVerificationToken(text: string, token: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === token);
}

/** What a failed check tells the owner: what was fetched, and what to do. */
export function verificationMissingMessage(
  method: VerificationMethod,
  url: string,
  token: string,
): string {
  return method === 'meta_tag'
    ? `We fetched ${url} but its page has no ${verificationMetaTag(token)} tag. Paste the tag into the <head> of your home page, publish it, and check again.`
    : `We fetched ${url} but it does not hold the line ${token}. Publish a file at ${VERIFICATION_FILE_PATH} with that line, and check again.`;
}
