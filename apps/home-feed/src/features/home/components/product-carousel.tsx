import { Link } from 'react-router';
import type { CarouselBlock } from '@vouch/contracts';
import type { CarouselArgs } from '../api/home-api';
import { ProductCard } from '@vouch/catalog-ui';
import { Carousel, LoadMoreButton } from '@vouch/design-system';
import { useMoreCarouselItems } from '../hooks/use-more-carousel-items';

/** The product carousel: cards, "See all" as a search, and more cards on request. */
export function ProductCarousel({
  block,
  args,
  perPage,
}: {
  block: CarouselBlock<'product'>;
  args: CarouselArgs;
  perPage: number;
}) {
  const more = useMoreCarouselItems(
    { ...args, kind: 'product' },
    { length: block.items.length, perPage },
  );
  const products = [...block.items, ...more.items];
  return (
    <Carousel
      title={block.external_title}
      description={block.external_description}
      actions={block.see_all_path && <Link to={block.see_all_path}>See all</Link>}
      trailer={
        more.hasMore && (
          <LoadMoreButton label="More products" loading={more.loading} onClick={more.showMore} />
        )
      }
    >
      {products.map((product) => (
        <li key={product.encoded_id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Carousel>
  );
}
