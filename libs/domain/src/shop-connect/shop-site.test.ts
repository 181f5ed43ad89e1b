import { shopSiteOf } from './shop-site';

describe('shopSiteOf', () => {
  it.each([
    ['shop.example', { origin: 'https://shop.example', domain: 'shop.example' }],
    ['  Shop.Example  ', { origin: 'https://shop.example', domain: 'shop.example' }],
    [
      'https://www.shop.example/collections/all?x=1',
      { origin: 'https://www.shop.example', domain: 'www.shop.example' },
    ],
    ['http://shop.example', { origin: 'http://shop.example', domain: 'shop.example' }],
    [
      'https://shop.example:8443/',
      { origin: 'https://shop.example:8443', domain: 'shop.example:8443' },
    ],
    ['https://shop.example:443/', { origin: 'https://shop.example', domain: 'shop.example' }],
    ['http://127.0.0.1:43123', { origin: 'http://127.0.0.1:43123', domain: '127.0.0.1:43123' }],
  ])('reads %j as its site', (input, site) => {
    expect(shopSiteOf(input)).toEqual(site);
  });

  it.each([
    ['', 'Enter your shop’s address, such as shop.example'],
    ['ftp://shop.example', 'Your shop’s address must start with https:// or http://'],
    ['https://user:pass@shop.example', 'Enter your shop’s address without a user name or password'],
    ['localhost', '“localhost” is not a domain name: enter one such as shop.example'],
    ['shop_example.com', '“shop_example.com” is not a domain name: enter one such as shop.example'],
    ['http://[::1]/', '“[::1]” is not a domain name: enter one such as shop.example'],
  ])('refuses %j saying why', (input, error) => {
    expect(shopSiteOf(input)).toEqual({ error });
  });
});
