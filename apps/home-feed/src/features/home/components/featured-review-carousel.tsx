import { Link } from 'react-router';
import styled from 'styled-components';
import type { CarouselArgs } from '../api/home-api';
import type { CarouselBlock, ReviewWithSubject } from '@vouch/contracts';
import {
  cardSurface,
  Carousel,
  LoadMoreButton,
  RetryingImage,
  StarRating,
} from '@vouch/design-system';
import { ReviewerAvatar } from '@vouch/catalog-ui';
import { useMoreCarouselItems } from '../hooks/use-more-carousel-items';

const FEATURED_AVATAR_SIZE = 36;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  height: 100%;
  ${cardSurface}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Body = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Byline = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Picture = styled(RetryingImage)`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

function FeaturedReviewCard({ review }: { review: ReviewWithSubject }) {
  const picture = review.pictures_urls[0];
  return (
    <Card aria-label={`Review by ${review.reviewer.name}`}>
      {picture && <Picture src={picture.compact} alt="" loading="lazy" width={220} height={165} />}
      <StarRating rating={review.rating} />
      <h3>{review.title}</h3>
      <Body>{review.body}</Body>
      <Byline>
        <ReviewerAvatar reviewer={review.reviewer} size={FEATURED_AVATAR_SIZE} />
        <span>
          {review.reviewer.name} on{' '}
          {review.product ? (
            <Link to={review.product.internal_path}>{review.product.title}</Link>
          ) : (
            review.shop.name
          )}{' '}
          from <Link to={review.shop.internal_path}>{review.shop.name}</Link>
        </span>
      </Byline>
    </Card>
  );
}

/** Reviews worth reading: picture, stars, words, who wrote it about what; more on request. */
export function FeaturedReviewCarousel({
  block,
  args,
  perPage,
}: {
  block: CarouselBlock<'featured_review'>;
  args: CarouselArgs;
  perPage: number;
}) {
  const more = useMoreCarouselItems(
    { ...args, kind: 'featured_review' },
    { length: block.items.length, perPage },
  );
  return (
    <Carousel
      title={block.external_title}
      description={block.external_description}
      trailer={
        more.hasMore && (
          <LoadMoreButton label="More reviews" loading={more.loading} onClick={more.showMore} />
        )
      }
    >
      {[...block.items, ...more.items].map((review) => (
        <li key={review.uuid}>
          <FeaturedReviewCard review={review} />
        </li>
      ))}
    </Carousel>
  );
}
