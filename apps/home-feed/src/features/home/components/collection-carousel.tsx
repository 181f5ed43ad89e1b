import { formatCount } from '@vouch/domain';
import styled from 'styled-components';
import type { CarouselBlock } from '@vouch/contracts';
import { Carousel } from '@vouch/design-system';
import { CarouselTile, TilePicture } from './carousel-tile';

// Cards of one row are as tall as the tallest: descriptions differ in length.
const Card = styled(CarouselTile)`
  height: 100%;
`;

/** Curated searches as cards, each leading to its search results. */
export function CollectionCarousel({ block }: { block: CarouselBlock<'collection'> }) {
  return (
    <Carousel title={block.external_title} description={block.external_description}>
      {block.items.map((collection) => (
        <li key={collection.slug}>
          <Card to={collection.search_path}>
            <TilePicture
              $aspectRatio="1"
              src={collection.image_url ?? undefined}
              alt=""
              loading="lazy"
              width={220}
              height={220}
            />
            <strong>{collection.title}</strong>
            <span>{collection.description}</span>
            <span>
              {formatCount(collection.products_count)}
              {collection.products_capped && '+'} products
            </span>
          </Card>
        </li>
      ))}
    </Carousel>
  );
}
