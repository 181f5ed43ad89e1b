import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductSearchResult } from '@vouch/contracts';
import { useFormatPrice } from '@vouch/api-client';
import { imageReferrerPolicy, scoreMedals } from '@vouch/domain';
import { cardSurface, MedalBadges, RetryingImage, StarRating } from '@vouch/design-system';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  ${cardSurface}
`;

const Title = styled.h3`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Picture = styled(RetryingImage)`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Shop = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Where a grid of cards sits among the page's headings: its cards' titles are one level below. */
export type CardHeadingLevel = 2 | 3;

/** One product in a grid: picture, title, shop, price in the chosen currency, stars and medals. */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ProductSearchResult;
  headingLevel?: CardHeadingLevel;
}) {
  const { price } = useFormatPrice();
  return (
    <Card aria-labelledby={`product-${product.encoded_id}`}>
      <Picture
        src={product.image_url ?? undefined}
        referrerPolicy={imageReferrerPolicy(product.image_url)}
        srcSet={
          product.retina_image_url
            ? `${product.image_url} 1x, ${product.retina_image_url} 2x`
            : undefined
        }
        alt=""
        loading="lazy"
        width={240}
        height={240}
      />
      <Title as={`h${headingLevel}`} id={`product-${product.encoded_id}`}>
        <Link to={product.internal_path}>{product.title}</Link>
      </Title>
      <Shop to={product.shop.internal_path}>{product.shop.name}</Shop>
      {product.lowest_price > 0 && <Price>{price(product.lowest_price, product.currency)}</Price>}
      <StarRating rating={product.average_rating} count={product.reviews_count} />
      <MedalBadges
        medals={scoreMedals({
          transparency: product.transparency_score,
          authenticity: product.authenticity_score,
        })}
      />
    </Card>
  );
}
