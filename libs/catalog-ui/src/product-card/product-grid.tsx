import styled from 'styled-components';
import type { ProductSearchResult } from '@vouch/contracts';
import { media, PlainList } from '@vouch/design-system';
import { ProductCard, type CardHeadingLevel } from './product-card';

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
  headingLevel,
}: {
  products: readonly ProductSearchResult[];
  label: string;
  /** 2 where the grid follows the page's h1 with no heading of its own (search results). */
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product.encoded_id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
