export * from './routes/page-routes';
export * from './auth/credentials';
export * from './layout/header-layout';
export * from './currency/currency';
export * from './currency/format-price';
export * from './categories/category-tree';
export * from './search/search-box';
export * from './consent/consent';
