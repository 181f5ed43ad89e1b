export {
  categoryPageMeta,
  pageMetaForRoute,
  productPageMeta,
  searchPageMeta,
  shopPageMeta,
  STATIC_PAGE_META,
  type StaticMeta,
  staticPageMetaData,
} from './page-meta-for-route';
export { pageMetaRepository } from './page-meta-repository';
