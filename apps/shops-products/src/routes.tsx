import { Suspense } from 'react';
import { lazyPage, preloadRemotePage, RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Each page is its own chunk: a shopper on a product page never downloads the shop page.
const PAGES: RemotePages<'shops_products'> = {
  shop: lazyPage(() => import('./pages/shop-page/shop-page').then((module) => module.ShopPage)),
  product: lazyPage(() =>
    import('./pages/product-page/product-page').then((module) => module.ProductPage),
  ),
  shopInbox: lazyPage(() =>
    import('./pages/shop-inbox-page/shop-inbox-page').then((module) => module.ShopInboxPage),
  ),
  shopConnect: lazyPage(() =>
    import('./pages/shop-connect-page/shop-connect-page').then((module) => module.ShopConnectPage),
  ),
};

/** Loads the code of the page at `pathname` before the shell hydrates it. */
export const preload = (pathname: string) => preloadRemotePage('shops_products', PAGES, pathname);

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ShopsProductsRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="shops_products" pages={PAGES} />
    </Suspense>
  );
}
