import { lazy, Suspense } from 'react';
import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Each page is its own chunk: a shopper on a product page never downloads the shop page.
const PAGES: RemotePages<'shops_products'> = {
  shop: lazy(() => import('./pages/shop-page/shop-page').then((module) => ({ default: module.ShopPage }))),
  product: lazy(() => import('./pages/product-page/product-page').then((module) => ({ default: module.ProductPage }))),
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ShopsProductsRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="shops_products" pages={PAGES} />
    </Suspense>
  );
}
