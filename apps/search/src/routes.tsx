import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { CategoryIndexPage } from './features/categories/category-index-page';
import { CategoryPage } from './features/categories/category-page';
import { SearchPage } from './features/product-search/search-page';
import { StoreSearchPage } from './features/store-search/store-search-page';

const PAGES: RemotePages<'search'> = {
  PageSearch: SearchPage,
  storeSearch: StoreSearchPage,
  categoryIndex: CategoryIndexPage,
  categoryShow: CategoryPage,
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function SearchRoutes() {
  return <RemoteRoutes remote="search" pages={PAGES} />;
}
