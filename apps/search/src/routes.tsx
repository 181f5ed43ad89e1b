import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { CategoryIndexPage } from './pages/category-index-page/category-index-page';
import { CategoryPage } from './pages/category-page/category-page';
import { SearchPage } from './pages/search-page/search-page';
import { StoreSearchPage } from './pages/store-search-page/store-search-page';

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
