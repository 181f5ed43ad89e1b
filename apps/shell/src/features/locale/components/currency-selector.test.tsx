import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ratesReceived, selectCurrency } from '@vouch/api-client';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { CurrencySelector } from './currency-selector';

const server = setupServer(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer())));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => localStorage.clear());

function renderSelector(onChosen = jest.fn()) {
  const rendered = renderRoute(<CurrencySelector onChosen={onChosen} />, {
    pattern: '/reviews',
    url: '/reviews',
  });
  act(() => {
    rendered.store.dispatch(
      ratesReceived({ USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.4, CHF: 0.88, XAF: 604 }),
    );
  });
  return { ...rendered, box: screen.getByRole('combobox', { name: 'Show prices in' }), onChosen };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe("'Show prices in' (spec §2, §4, §8, §9)", () => {
  it('lists the store currency and the top currencies, then the rest under a line, each with its flag image', async () => {
    const { user, box } = renderSelector();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(
      screen.getByText(
        'Prices will only be shown in this currency here. Stores may use different currencies.',
      ),
    ).toBeTruthy();
    await user.click(box);
    const [top, rest] = screen.getAllByRole('group');
    expect(
      within(top!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Store currency', 'EUR – Euro', 'GBP – British Pound', 'USD – US Dollar']);
    expect(
      within(rest!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CHF – Swiss Franc', 'JPY – Japanese Yen', 'XAF – Central African CFA Franc']);
    const euro = screen.getByRole('option', { name: 'EUR – Euro' });
    expect(euro.querySelector('img')?.getAttribute('src')).toBe('/media/flags/eur.svg');
    // The CFA franc belongs to no one country: no flag.
    expect(screen.getByRole('option', { name: /^XAF/ }).querySelector('img')).toBeNull();
  });

  it("narrows the list as the shopper types, and says 'Sorry, no matching options.' when nothing is left", async () => {
    const { user, box } = renderSelector();
    // Typing into the closed box starts a filter; the chosen option's label is not part of it.
    await user.type(box, 'yen');
    expect(optionNames()).toEqual(['JPY – Japanese Yen']);
    await user.clear(box);
    await user.type(box, 'rupee', { skipClick: true });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Sorry, no matching options.');
  });

  it('moves with Up and Down, wrapping around, and chooses with Enter', async () => {
    const { user, box, store, onChosen } = renderSelector();
    box.focus();
    await user.keyboard('{ArrowDown}');
    // Opened at the current choice, the store currency; Up from the first row wraps to the last.
    expect(screen.getByRole('option', { selected: true }).id).toBe(
      box.getAttribute('aria-activedescendant'),
    );
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'XAF – Central African CFA Franc',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(selectCurrency(store.getState())).toBe('EUR');
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('EUR – Euro');
    expect(localStorage.getItem('vouch.locale')).toBe('{"currency":"EUR"}');
  });

  it('chooses by click (a press elsewhere in the list keeps it open), and Escape closes the list without choosing or reaching what holds it', async () => {
    const { user, box, store } = renderSelector();
    const outer = jest.fn();
    document.addEventListener('keydown', outer);
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalled();
    expect(selectCurrency(store.getState())).toBe('*');
    document.removeEventListener('keydown', outer);
    await user.click(box);
    // A press on the list that is not a choice (a heading, its scrollbar) leaves it open.
    await user.click(screen.getByText('All other currencies'));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'GBP – British Pound' }));
    expect(selectCurrency(store.getState())).toBe('GBP');
  });

  it('hides a flag that fails to load (spec §8 "A failed flag image hides the flag")', async () => {
    const { user, box } = renderSelector();
    await user.click(box);
    const flag = () =>
      screen.getByRole('option', { name: 'GBP – British Pound' }).querySelector('img');
    // The first failure retries without a referrer; the second gives up.
    fireEvent.error(flag()!);
    fireEvent.error(flag()!);
    expect(flag()).toBeNull();
  });

  it('reads the currency names when a menu first shows it, not as the shell loads (a long task on phones)', async () => {
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    try {
      jest.isolateModules(() => {
        jest.requireActual('./currency-selector');
      });
      expect(displayNames).not.toHaveBeenCalled();
    } finally {
      displayNames.mockRestore();
    }
  });
});
