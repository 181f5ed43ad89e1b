import ipaddr from 'ipaddr.js';

/** How each non-public range ipaddr.js names reads to a shop owner; the rest are "reserved". */
const RANGE_DESCRIPTIONS: Partial<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  '6to4': 'a 6to4 tunnel address',
  teredo: 'a Teredo tunnel address',
};

/** IPv6's global unicast block: IANA has assigned nothing public outside it. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/**
 * NAT64's well-known prefix (RFC 6052): a server on an IPv6-only network with DNS64 sees every
 * IPv4 site through it, so the IPv4 address it carries is what decides.
 */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function nonPublicKindOf(address: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  if (address instanceof ipaddr.IPv6 && address.match(NAT64_WELL_KNOWN)) {
    return nonPublicKindOf(ipaddr.fromByteArray(address.toByteArray().slice(12)));
  }
  const range = address.range();
  if (range !== 'unicast') return RANGE_DESCRIPTIONS[range] ?? 'a reserved address';
  // ipaddr.js calls "unicast" whatever it has no name for, such as ::127.0.0.1 (IPv4-compatible).
  if (address instanceof ipaddr.IPv6 && !address.match(IPV6_GLOBAL_UNICAST)) {
    return 'a reserved address';
  }
  return null;
}

/**
 * What kind of address this is when a server must not fetch from it (loopback, private,
 * link-local such as 169.254.169.254 where clouds serve their metadata, ...), in words for a shop
 * owner; null for a public unicast address. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged by the
 * IPv4 address it carries; 6to4 and Teredo, tunnels no real shop sits behind, are refused whole.
 */
export function nonPublicAddressKind(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  return nonPublicKindOf(ipaddr.process(address));
}

/** Whether a server may fetch from this address: public unicast only. */
export const isPublicUnicastAddress = (address: string) => nonPublicAddressKind(address) === null;
