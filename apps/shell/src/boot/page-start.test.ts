import type { ServerState } from '@vouch/api-client';
import { pageStartOf } from './page-start';

const serverState: ServerState = {
  api: {},
  locale: { currency: '*', country: null, rates: {}, dateLocale: 'en-US' },
  hints: { phone: false, cookieConsentAnswered: false },
  formattedTexts: {},
};
const pageRoutes = { default: () => null };
const unavailable = { remoteUnavailable: true as const, id: 'search/Routes', reason: 'HTTP 503' };

describe('pageStartOf: hydrate the server’s page, or render it afresh', () => {
  it('hydrates a page rendered on the server once its remote is here, or when it has none', () => {
    expect(pageStartOf(serverState, pageRoutes)).toBe('hydrate');
    expect(pageStartOf(serverState, null)).toBe('hydrate');
  });

  it('renders afresh over a remote that could not load here: its notice is not the server’s page', () => {
    expect(pageStartOf(serverState, unavailable)).toBe('render');
  });

  it('renders a page that came without the server’s state', () => {
    expect(pageStartOf(null, pageRoutes)).toBe('render');
    expect(pageStartOf(null, null)).toBe('render');
  });
});
