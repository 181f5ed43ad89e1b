export { cachedExchangeRates, type ExchangeRatesSource } from './exchange-rate-repository';
export { meModule } from './me-routes';
