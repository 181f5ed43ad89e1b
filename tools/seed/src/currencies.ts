/** Currencies the seed knows, with an exchange rate per US dollar as of the seed's reference date. */
export const SEED_CURRENCIES: { code: string; name: string; symbol: string; ratePerUsd: number }[] =
  [
    { code: 'USD', name: 'US Dollar', symbol: '$', ratePerUsd: 1 },
    { code: 'EUR', name: 'Euro', symbol: '€', ratePerUsd: 0.92 },
    { code: 'GBP', name: 'British Pound', symbol: '£', ratePerUsd: 0.79 },
    { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', ratePerUsd: 1.52 },
    { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', ratePerUsd: 1.36 },
    { code: 'NZD', name: 'New Zealand Dollar', symbol: 'NZ$', ratePerUsd: 1.66 },
    { code: 'INR', name: 'Indian Rupee', symbol: '₹', ratePerUsd: 83.2 },
    { code: 'JPY', name: 'Japanese Yen', symbol: '¥', ratePerUsd: 151.4 },
    { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', ratePerUsd: 0.88 },
    { code: 'SEK', name: 'Swedish Krona', symbol: 'kr', ratePerUsd: 10.6 },
    { code: 'NOK', name: 'Norwegian Krone', symbol: 'kr', ratePerUsd: 10.8 },
    { code: 'DKK', name: 'Danish Krone', symbol: 'kr', ratePerUsd: 6.88 },
    { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', ratePerUsd: 3.98 },
    { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', ratePerUsd: 1.35 },
    { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', ratePerUsd: 7.82 },
    { code: 'ZAR', name: 'South African Rand', symbol: 'R', ratePerUsd: 18.4 },
    { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', ratePerUsd: 5.05 },
    { code: 'MXN', name: 'Mexican Peso', symbol: 'MX$', ratePerUsd: 17.1 },
    { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', ratePerUsd: 7.23 },
    { code: 'KRW', name: 'South Korean Won', symbol: '₩', ratePerUsd: 1345 },
    { code: 'AED', name: 'UAE Dirham', symbol: 'AED', ratePerUsd: 3.67 },
    // Listed without a rate on purpose: spec §4 falls back to the store currency when a rate is missing.
    { code: 'ISK', name: 'Icelandic Krona', symbol: 'kr', ratePerUsd: 0 },
  ];

/** Countries shops and reviewers come from, with the currency each uses. */
export const SEED_COUNTRIES: {
  code: string;
  currency: string;
  weight: number;
  cities: string[];
}[] = [
  {
    code: 'US',
    currency: 'USD',
    weight: 30,
    cities: ['Austin', 'Portland', 'Denver', 'Brooklyn', 'Seattle'],
  },
  {
    code: 'GB',
    currency: 'GBP',
    weight: 14,
    cities: ['London', 'Bristol', 'Leeds', 'Manchester', 'Edinburgh'],
  },
  {
    code: 'CA',
    currency: 'CAD',
    weight: 8,
    cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary'],
  },
  { code: 'AU', currency: 'AUD', weight: 8, cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'] },
  { code: 'DE', currency: 'EUR', weight: 7, cities: ['Berlin', 'Hamburg', 'Munich', 'Cologne'] },
  { code: 'FR', currency: 'EUR', weight: 5, cities: ['Paris', 'Lyon', 'Bordeaux', 'Nantes'] },
  { code: 'NL', currency: 'EUR', weight: 4, cities: ['Amsterdam', 'Utrecht', 'Rotterdam'] },
  { code: 'IN', currency: 'INR', weight: 6, cities: ['Bengaluru', 'Mumbai', 'Pune', 'Delhi'] },
  { code: 'NZ', currency: 'NZD', weight: 3, cities: ['Auckland', 'Wellington', 'Christchurch'] },
  { code: 'ES', currency: 'EUR', weight: 3, cities: ['Madrid', 'Barcelona', 'Valencia'] },
  { code: 'IT', currency: 'EUR', weight: 3, cities: ['Milan', 'Rome', 'Turin', 'Bologna'] },
  { code: 'SE', currency: 'SEK', weight: 2, cities: ['Stockholm', 'Gothenburg', 'Malmo'] },
  { code: 'JP', currency: 'JPY', weight: 2, cities: ['Tokyo', 'Osaka', 'Kyoto'] },
  { code: 'SG', currency: 'SGD', weight: 1, cities: ['Singapore'] },
];

/** How often each country is drawn for reviewers and shops. */
export const COUNTRY_WEIGHTS: Record<string, number> = Object.fromEntries(
  SEED_COUNTRIES.map((country) => [country.code, country.weight]),
);
