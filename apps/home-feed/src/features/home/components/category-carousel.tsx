import { formatCount } from '@vouch/domain';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CarouselBlock } from '@vouch/contracts';
import { Carousel } from '@vouch/design-system';
import { CarouselTile, TilePicture } from './carousel-tile';

const Initial = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  && {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** Spec §3 "Category block: external_title, external_description, items": a level-1 category's level-2 categories. */
export function CategoryCarousel({ block }: { block: CarouselBlock<'category'> }) {
  return (
    <Carousel
      title={block.external_title}
      description={block.external_description}
      actions={
        block.see_all_path && <Link to={block.see_all_path}>All {block.external_title}</Link>
      }
    >
      {block.items.map((category) => (
        <li key={category.id}>
          <CarouselTile to={category.path}>
            {category.image_url ? (
              <TilePicture
                $aspectRatio="4 / 3"
                src={category.image_url}
                alt=""
                loading="lazy"
                width={220}
                height={165}
              />
            ) : (
              <Initial aria-hidden="true">{category.name.charAt(0)}</Initial>
            )}
            <strong>{category.name}</strong>
            <span>{formatCount(category.products_count)} products</span>
          </CarouselTile>
        </li>
      ))}
    </Carousel>
  );
}
