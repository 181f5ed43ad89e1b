import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorResponseSchema, meFailureResponseSchema } from '@vouch/contracts';
import { selectCountry, selectCurrency, selectRates, useMe } from '@vouch/api-client';
import { renderRoute } from '@vouch/ui-testing';
import { useLocaleSync } from './use-locale-sync';

let failure: object = {};
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(failure, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => localStorage.clear());
afterAll(() => server.close());

function LocaleSync() {
  useLocaleSync();
  const { data: me, isError } = useMe();
  return (
    <p>{isError ? 'me.json failed' : me ? (me.reviewer ? 'signed in' : 'guest') : 'asking'}</p>
  );
}

const error = {
  error: { code: 'unavailable', message: 'Vouch is busy right now. Please try again in a moment.' },
};

describe('me.json failing (spec §7: "on failure the error response is read for the same fields")', () => {
  it('settles currency, country and rates from the error answer, as a guest (spec §8)', async () => {
    failure = meFailureResponseSchema.parse({
      ...error,
      current_country: 'GB',
      currency: 'GBP',
      exchange_rates: { GBP: 0.79, EUR: 0.92 },
    });
    const { store } = renderRoute(<LocaleSync />, { pattern: '*', url: '/reviews' });
    await waitFor(() => expect(selectCountry(store.getState())).toBe('GB'));
    expect(selectCurrency(store.getState())).toBe('GBP');
    expect(selectRates(store.getState())).toEqual({ GBP: 0.79, EUR: 0.92 });
    expect(screen.getByText('guest')).toBeTruthy();
  });

  it('keeps the rates the browser has when the error answer brings none, and what the visitor chose', async () => {
    localStorage.setItem('vouch.locale', JSON.stringify({ currency: 'EUR' }));
    localStorage.setItem(
      'vouch.exchangeRates',
      JSON.stringify({ rates: { EUR: 0.92 }, createdAt: Date.now() }),
    );
    failure = meFailureResponseSchema.parse({ ...error, current_country: 'FR', currency: '*' });
    const { store } = renderRoute(<LocaleSync />, { pattern: '*', url: '/reviews' });
    await waitFor(() => expect(selectCountry(store.getState())).toBe('FR'));
    expect(selectCurrency(store.getState())).toBe('EUR');
    expect(selectRates(store.getState())).toEqual({ EUR: 0.92 });
  });

  it('leaves the locale as it was when the error answer says nothing of it', async () => {
    failure = errorResponseSchema.parse(error);
    const { store } = renderRoute(<LocaleSync />, { pattern: '*', url: '/reviews' });
    const before = selectCountry(store.getState());
    await screen.findByText('me.json failed');
    expect(selectCountry(store.getState())).toBe(before);
  });
});
