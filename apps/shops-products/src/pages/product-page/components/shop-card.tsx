import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { ShopData } from '@vouch/contracts';
import { pagePath } from '@vouch/domain';
import { cardSurface, MedalBadges, RetryingImage, StarRating } from '@vouch/design-system';

const Card = styled.aside`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${cardSurface}
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    margin: 0;
  }
`;

/** The shop the product is sold by: logo, name (its page), its own rating and medals, and the way to a dispute about the product. */
export function ShopCard({ shop }: { shop: ShopData }) {
  const { shopSlug = '', productHandle = '' } = useParams();
  return (
    <Card aria-label={`Sold by ${shop.name}`}>
      {shop.logo ? (
        <RetryingImage src={shop.logo} alt="" width={48} height={48} />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <p>
          Sold by <Link to={shop.internal_path}>{shop.name}</Link>
        </p>
        <StarRating
          rating={shop.shop_metrics.average_rating}
          count={shop.shop_metrics.reviews_count}
        />
        <MedalBadges medals={shop.shop_medals} />
        <p>
          Problem with your order?{' '}
          <Link to={pagePath('productDisputeNew', { shopSlug, productHandle })}>
            Open a dispute
          </Link>
        </p>
      </div>
    </Card>
  );
}
