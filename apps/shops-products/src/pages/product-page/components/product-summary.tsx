import styled from 'styled-components';
import type { ProductData, ShopData, WidgetData } from '@vouch/contracts';
import { useFormatPrice, useShopClickTracker } from '@vouch/api-client';
import { imageReferrerPolicy, safeLinkUrl, scoreMedals, scorePercent } from '@vouch/domain';
import { ExplainedMedalBadges, FollowButton } from '@vouch/catalog-ui';
import { RetryingImage, StarRating, media } from '@vouch/design-system';
import { ShopCard } from './shop-card';

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0;
  ${media.tabletUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Picture = styled(RetryingImage)`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const Scores = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface ProductSummaryProps {
  product: ProductData;
  shop: ShopData;
  widget: WidgetData | null;
}

/** Picture (1x/2x), title, price range in the chosen currency, rating, medals, scores, the shop's card and the way to the shop. */
export function ProductSummary({ product, shop, widget }: ProductSummaryProps) {
  const { range } = useFormatPrice();
  const trackClick = useShopClickTracker();
  // The shop's own address for the product, as the shop gave it: no javascript: link (spec §5).
  const shopLink = safeLinkUrl(product.external_url);
  return (
    <Summary>
      <Picture
        src={product.image_url ?? undefined}
        referrerPolicy={imageReferrerPolicy(product.image_url)}
        srcSet={
          product.image_url && product.retina_image_url
            ? `${product.image_url} 1x, ${product.retina_image_url} 2x`
            : undefined
        }
        alt={product.title}
        width={480}
        height={480}
        // The page's largest paint: asked for before the scripts that share the phone's bandwidth.
        fetchPriority="high"
      />
      <Details>
        <h1>{product.title}</h1>
        <div>
          <FollowButton
            followeeClass="Product"
            encodedId={product.encoded_id}
            name={product.title}
          />
        </div>
        {widget && widget.raw_lowest_price > 0 && (
          <Price>{range(widget.raw_lowest_price, widget.raw_highest_price, widget.currency)}</Price>
        )}
        {widget && <StarRating rating={widget.average_rating} count={widget.number_of_reviews} />}
        {widget && (
          <ExplainedMedalBadges
            medals={scoreMedals({
              transparency: widget.product_metrics.transparency_score,
              authenticity: widget.product_metrics.authenticity_score,
            })}
          />
        )}
        {widget && (
          <Scores>
            Transparency {scorePercent(widget.product_metrics.transparency_score)}% · Authenticity{' '}
            {scorePercent(widget.product_metrics.authenticity_score)}%
          </Scores>
        )}
        <p>{product.description}</p>
        <ShopCard shop={shop} />
        {shopLink && (
          <p>
            <a
              href={shopLink}
              target="_blank"
              rel="noopener"
              onClick={() => trackClick({ shopId: shop.encoded_id, productId: product.encoded_id })}
            >
              See it at {shop.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </Details>
    </Summary>
  );
}
