export * from './shop-site';
export * from './domain-verification';
export * from './api-keys';
export * from './review-requests';
