export * from './errors';
export * from './page-meta';
export * from './session';
export * from './health';
export * from './remotes';
export * from './site-keys';
export * from './categories';
export * from './instant-search';
export * from './reviewer';
export * from './shops';
export * from './search';
export * from './reviews';
export * from './follows';
export * from './gallery';
export * from './questions';
export * from './paging';
export * from './home';
export * from './query-flag';
export * from './feed';
export * from './review-management';
export * from './people';
export * from './shop-replies';
export {
  encodedIdParamsSchema,
  publicIdParamsSchema,
  sitemapFileParamsSchema,
  slugParamsSchema,
} from './route-params';
export * from './profiles';
export * from './write-review';
export * from './disputes';
export * from './notifications';
export * from './shop-inbox';
export * from './review-reports';
export * from './contract-version';
export * from './email-address';
export * from './shop-connect';
export * from './orders-api';
export * from './review-requests';
