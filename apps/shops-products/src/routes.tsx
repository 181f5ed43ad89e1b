import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@vouch/design-system';

// Each page is its own chunk: a shopper on a product page never downloads the shop page.
const ShopPage = lazy(() => import('./pages/shop-page/shop-page').then((module) => ({ default: module.ShopPage })));
const ProductPage = lazy(() => import('./pages/product-page/product-page').then((module) => ({ default: module.ProductPage })));

/** The routes this remote owns (see the blueprint); the shell mounts it for exactly these paths. */
export default function ShopsProductsRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/reviews/stores/:shopSlug" element={<ShopPage />} />
        <Route path="/reviews/stores/:shopSlug/products/:productHandle" element={<ProductPage />} />
      </Routes>
    </Suspense>
  );
}
