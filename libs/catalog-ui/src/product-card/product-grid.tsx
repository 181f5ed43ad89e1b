import styled from 'styled-components';
import type { ProductSearchResult } from '@vouch/contracts';
import { media, PlainList } from '@vouch/design-system';
import { ProductCard } from './product-card';

const Grid = styled(PlainList).attrs({ $gap: 'md' as const })`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export function ProductGrid({
  products,
  label,
}: {
  products: readonly ProductSearchResult[];
  label: string;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product.encoded_id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Grid>
  );
}
