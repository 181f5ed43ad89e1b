export { productSearchResultFrom, type ProductResultRow } from './product-card';
