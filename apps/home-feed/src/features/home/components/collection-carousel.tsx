import { Link } from 'react-router';
import styled from 'styled-components';
import type { CarouselBlock } from '@vouch/contracts';
import { cardSurface, Carousel, RetryingImage } from '@vouch/design-system';

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &:hover strong { text-decoration: underline; }
`;

const Picture = styled(RetryingImage)`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const countFormat = new Intl.NumberFormat('en-US');

/** Curated searches as cards, each leading to its search results. */
export function CollectionCarousel({ block }: { block: CarouselBlock<'collection'> }) {
  return (
    <Carousel title={block.external_title} description={block.external_description}>
      {block.items.map((collection) => (
        <li key={collection.slug}>
          <Card to={collection.search_path}>
            <Picture src={collection.image_url ?? undefined} alt="" loading="lazy" width={220} height={220} />
            <strong>{collection.title}</strong>
            <span>{collection.description}</span>
            <span>{countFormat.format(collection.products_count)}
              {collection.products_capped && '+'} products</span>
          </Card>
        </li>
      ))}
    </Carousel>
  );
}
