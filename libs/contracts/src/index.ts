export * from './errors';
export * from './page-meta';
export * from './session';
export * from './health';
export * from './remotes';
export * from './categories';
export * from './instant-search';
export * from './reviewer';
