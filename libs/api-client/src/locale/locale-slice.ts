import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORE_CURRENCY, type ExchangeRates } from '@vouch/domain';

export interface LocaleState {
  /** The chosen currency: '*' for the store's own, else a code that has a rate. */
  currency: string;
  country: string | null;
  rates: ExchangeRates;
}

const initialState: LocaleState = { currency: STORE_CURRENCY, country: null, rates: {} };

/** The viewer's currency, country and exchange rates: what every price on the site is shown in. */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    currencyChosen(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    countryChosen(state, action: PayloadAction<string>) {
      state.country = action.payload;
    },
    ratesReceived(state, action: PayloadAction<ExchangeRates>) {
      state.rates = action.payload;
    },
    /** The whole locale at once: the server renderer's, and the browser's first from me.json. */
    localeSettled: (_state, action: PayloadAction<LocaleState>) => action.payload,
  },
  selectors: {
    selectCurrency: (state) => state.currency,
    selectCountry: (state) => state.country,
    selectRates: (state) => state.rates,
  },
});

export const { currencyChosen, countryChosen, ratesReceived, localeSettled } = localeSlice.actions;
export const { selectCurrency, selectCountry, selectRates } = localeSlice.selectors;
