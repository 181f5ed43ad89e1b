import { Link } from 'react-router';
import styled from 'styled-components';
import type { CarouselBlock } from '@vouch/contracts';
import { cardSurface, Carousel, RetryingImage } from '@vouch/design-system';

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  &:hover strong { text-decoration: underline; }
`;

const Picture = styled(RetryingImage)`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  && { color: ${({ theme }) => theme.colors.brandStrong}; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

const countFormat = new Intl.NumberFormat('en-US');

/** Spec §3 "Category block: external_title, external_description, items": a level-1 category's level-2 categories. */
export function CategoryCarousel({ block }: { block: CarouselBlock<'category'> }) {
  return (
    <Carousel title={block.external_title} description={block.external_description} actions={block.see_all_path && <Link to={block.see_all_path}>All {block.external_title}</Link>}>
      {block.items.map((category) => (
        <li key={category.id}>
          <Tile to={category.path}>
            {category.image_url ? <Picture src={category.image_url} alt="" loading="lazy" width={220} height={165} /> : <Initial aria-hidden="true">{category.name.charAt(0)}</Initial>}
            <strong>{category.name}</strong>
            <span>{countFormat.format(category.products_count)} products</span>
          </Tile>
        </li>
      ))}
    </Carousel>
  );
}
