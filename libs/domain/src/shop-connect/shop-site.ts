/** A shop's site as a claim fetches it: the origin of its home page and the domain it proves. */
export interface ShopSite {
  /** `https://shop.example` (or `http://...:port` where the owner typed one). */
  origin: string;
  /** The host, lower-case, with the port when it is not the scheme's own: what a shop row stores. */
  domain: string;
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The site a person means by what they typed: `shop.example`, `https://shop.example/`, or a page of
 * it. Bare names are https. Only a host name with a dot (or an IPv4 address, which the fetcher's
 * address rules still judge) is a site; paths, queries and credentials are dropped or refused.
 */
export function shopSiteOf(input: string): ShopSite | { error: string } {
  const typed = input.trim();
  if (typed === '') return { error: 'Enter your shop’s address, such as shop.example' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { error: `“${typed}” is not a web address: enter one such as shop.example` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { error: 'Your shop’s address must start with https:// or http://' };
  if (url.username || url.password)
    return { error: 'Enter your shop’s address without a user name or password' };
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)))
    return { error: `“${url.hostname}” is not a domain name: enter one such as shop.example` };
  return { origin: url.origin, domain: url.host };
}
