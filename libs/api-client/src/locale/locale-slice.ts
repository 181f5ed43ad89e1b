import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DATE_LOCALE, STORE_CURRENCY, type ExchangeRates } from '@vouch/domain';

export interface LocaleState {
  /** The chosen currency: '*' for the store's own, else a code that has a rate. */
  currency: string;
  country: string | null;
  rates: ExchangeRates;
  /** What dates are written in: the visitor's languages (`dateLocaleFrom`). */
  dateLocale: string;
}

const initialState: LocaleState = {
  currency: STORE_CURRENCY,
  country: null,
  rates: {},
  dateLocale: DEFAULT_DATE_LOCALE,
};

/** The viewer's currency, country, exchange rates and date locale: what every price and date on the site is shown in. */
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
    /** The whole locale at once (the server renderer's), or all but the date locale (the browser's from me.json). */
    localeSettled: (
      state,
      action: PayloadAction<
        Omit<LocaleState, 'dateLocale'> & Partial<Pick<LocaleState, 'dateLocale'>>
      >,
    ) => ({
      ...state,
      ...action.payload,
    }),
    dateLocaleSettled(state, action: PayloadAction<string>) {
      state.dateLocale = action.payload;
    },
  },
  selectors: {
    selectCurrency: (state) => state.currency,
    selectCountry: (state) => state.country,
    selectRates: (state) => state.rates,
    selectDateLocale: (state) => state.dateLocale,
  },
});

export const { currencyChosen, countryChosen, ratesReceived, localeSettled, dateLocaleSettled } =
  localeSlice.actions;
export const { selectCurrency, selectCountry, selectRates, selectDateLocale } =
  localeSlice.selectors;
