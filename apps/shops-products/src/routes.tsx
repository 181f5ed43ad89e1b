import { Route, Routes } from 'react-router';
import { useCurrentPageMeta } from '@vouch/api-client';
import { PageIntro, Spinner } from '@vouch/design-system';
import { ProductPage } from './features/product-page/product-page';

/** The frame of a page this remote owns: its server metadata, until its feature issue fills it. */
function FramePage() {
  const { data } = useCurrentPageMeta();
  return data ? <PageIntro {...data.meta_data} /> : <Spinner />;
}

/** The routes this remote owns (see the blueprint); the shell mounts it for exactly these paths. */
export default function ShopsProductsRoutes() {
  return (
    <Routes>
      <Route path="/reviews/stores/:shopSlug" element={<FramePage />} />
      <Route path="/reviews/stores/:shopSlug/products/:productHandle" element={<ProductPage />} />
    </Routes>
  );
}
