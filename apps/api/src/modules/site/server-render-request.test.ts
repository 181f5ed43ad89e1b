import { serverRenderRequestOf } from './server-render-request';

const remotes = { shops_products: '/static/shops-products/mf-manifest.json' };

describe('serverRenderRequestOf: what of the request a rendered page depends on', () => {
  it('reads the address, cookies, chosen currency and country, languages and phone hints', () => {
    const cookie = 'vouch_currency=EUR; vouch_country=DE; vouch_cookie_consent=true';
    expect(
      serverRenderRequestOf(
        {
          url: '/reviews/stores/demo/products/mug?reviews_page=2',
          headers: {
            cookie,
            'accept-language': 'de-DE,de;q=0.9',
            'sec-ch-ua-mobile': '?1',
          },
          cookies: { vouch_currency: 'EUR', vouch_country: 'DE' },
        },
        { remote: 'shops_products', remotes },
      ),
    ).toEqual({
      location: '/reviews/stores/demo/products/mug?reviews_page=2',
      remote: 'shops_products',
      remotes,
      cookie,
      savedLocale: { currency: 'EUR', country: 'DE', dateLocale: 'de-DE' },
      hints: { phone: true, cookieConsentAnswered: true },
    });
  });

  it('renders for a first visit with nothing chosen as a desktop browser with the question open', () => {
    const rendered = serverRenderRequestOf(
      {
        url: '/reviews',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
        cookies: {},
      },
      { remote: 'home_feed', remotes },
    );
    expect(rendered.savedLocale).toMatchObject({ currency: null, country: null });
    expect(rendered.hints).toEqual({ phone: false, cookieConsentAnswered: false });
    expect(rendered.cookie).toBeUndefined();
  });
});
