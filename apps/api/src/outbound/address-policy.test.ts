import { isPublicUnicastAddress, nonPublicAddressKind } from './address-policy';

describe('nonPublicAddressKind', () => {
  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82b::200e'],
    // NAT64 of 8.8.8.8: what an IPv6-only server with DNS64 sees for a public IPv4 shop.
    ['64:ff9b::808:808'],
  ])('lets the public unicast address %s through', (address) => {
    expect(nonPublicAddressKind(address)).toBeNull();
    expect(isPublicUnicastAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['10.0.0.1', 'a private network address'],
    ['172.16.5.4', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['0.1.2.3', 'an unspecified address'],
    ['255.255.255.255', 'a broadcast address'],
    ['224.0.0.1', 'a multicast address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['fd00::1', 'a private network address'],
    ['fc00::1', 'a private network address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a reserved address'],
    ['fec0::1', 'a reserved address'],
    // IPv4 inside IPv6: judged by the IPv4 address carried, or refused whole.
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['64:ff9b::a00:1', 'a private network address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address'],
    ['::127.0.0.1', 'a loopback address'],
    // IPv4-compatible (deprecated), which ipaddr.js calls unicast: outside 2000::/3, so refused.
    ['::a00:1', 'a reserved address'],
    ['::808:808', 'a reserved address'],
    ['2002:a00:1::1', 'a 6to4 tunnel address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'a Teredo tunnel address'],
  ])('refuses %s as %s', (address, kind) => {
    expect(nonPublicAddressKind(address)).toBe(kind);
    expect(isPublicUnicastAddress(address)).toBe(false);
  });

  it('refuses what is not an IP address', () => {
    expect(nonPublicAddressKind('shop.example')).toBe('not an IP address');
    expect(nonPublicAddressKind('')).toBe('not an IP address');
  });
});
