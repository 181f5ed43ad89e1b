import styled from 'styled-components';
import { useGetCarouselsQuery } from '../api/home-api';
import { HOME_CAROUSEL_PAGE_SIZE, type CarouselKind } from '@vouch/domain';
import { Spinner } from '@vouch/design-system';
import { useCarouselArgs } from '../hooks/use-carousel-args';
import { CategoryCarousel } from './category-carousel';
import { CollectionCarousel } from './collection-carousel';
import { FeaturedReviewCarousel } from './featured-review-carousel';
import { ProductCarousel } from './product-carousel';

/** Room a carousel takes while it loads, so the page below it does not jump. */
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-height: 360px;
`;

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** One kind of home carousel (spec §3), from carousels.json; spec §8 "Carousel failure gives null": a failed one is left out. */
export function HomeCarousel({ kind }: { kind: CarouselKind }) {
  const args = useCarouselArgs(kind);
  const { data, isError } = useGetCarouselsQuery(args ?? { kind, country: '*', redesign: false }, {
    skip: args === null,
  });
  if (isError) return null;
  if (!data || !args) {
    return (
      <Placeholder>
        <Spinner />
      </Placeholder>
    );
  }
  return (
    <Blocks data-carousel-kind={kind}>
      {data.kind === 'product' &&
        data.carousels.map((block) => (
          <ProductCarousel
            key={block.external_title}
            block={block}
            args={args}
            perPage={HOME_CAROUSEL_PAGE_SIZE}
          />
        ))}
      {data.kind === 'category' &&
        data.carousels.map((block) => (
          <CategoryCarousel key={block.external_title} block={block} />
        ))}
      {data.kind === 'collection' &&
        data.carousels.map((block) => (
          <CollectionCarousel key={block.external_title} block={block} />
        ))}
      {data.kind === 'featured_review' &&
        data.carousels.map((block) => (
          <FeaturedReviewCarousel
            key={block.external_title}
            block={block}
            args={args}
            perPage={HOME_CAROUSEL_PAGE_SIZE}
          />
        ))}
    </Blocks>
  );
}
