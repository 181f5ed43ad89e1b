export { cachedExchangeRates, type ExchangeRatesSource } from './exchange-rate-repository';
