import { Route, Routes } from 'react-router';
import { CategoryIndexPage } from './features/categories/category-index-page';
import { CategoryPage } from './features/categories/category-page';
import { SearchPage } from './features/product-search/search-page';
import { StoreSearchPage } from './features/store-search/store-search-page';

/** The routes this remote owns (see the blueprint); the shell mounts it for exactly these paths. */
export default function SearchRoutes() {
  return (
    <Routes>
      <Route path="/reviews/search" element={<SearchPage />} />
      <Route path="/reviews/store_search" element={<StoreSearchPage />} />
      <Route path="/reviews/categories" element={<CategoryIndexPage />} />
      <Route path="/reviews/categories/:categorySlug" element={<CategoryPage />} />
    </Routes>
  );
}
