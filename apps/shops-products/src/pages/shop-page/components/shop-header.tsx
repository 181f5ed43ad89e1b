import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { ShopData } from '@vouch/contracts';
import { COUNTRY_NAMES, pagePath } from '@vouch/domain';
import { ExplainedMedalBadges } from '@vouch/catalog-ui';
import { RetryingImage, StarRating, media } from '@vouch/design-system';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  ${media.tabletUp} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Logo = styled(RetryingImage)`
  width: 96px;
  height: 96px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Identity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WriteReview = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Logo, name, domain, country, platform, rating, medals, and what a shopper can do here (follow, review); not its own staff. */
export function ShopHeader({
  shop,
  actions,
  ownShop,
}: {
  shop: ShopData;
  actions: ReactNode;
  ownShop: boolean;
}) {
  const { shop_metrics: metrics } = shop;
  const { shopSlug = '' } = useParams();
  return (
    <Header>
      {shop.logo ? (
        <Logo src={shop.logo} alt={`${shop.name} logo`} width={96} height={96} />
      ) : (
        <Initial aria-hidden="true">{shop.name.charAt(0)}</Initial>
      )}
      <Identity>
        <h1>{shop.name}</h1>
        <Facts>
          <a href={`https://${shop.domain}`} target="_blank" rel="noopener">
            {shop.domain}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {' · '}
          {COUNTRY_NAMES[shop.country] ?? shop.country} · Sells on {shop.platform}
        </Facts>
        <StarRating rating={metrics.average_rating} count={metrics.reviews_count} />
        <ExplainedMedalBadges medals={shop.shop_medals} />
      </Identity>
      <Actions>
        {actions}
        {shop.settings.disable_web_reviews || ownShop ? null : (
          <WriteReview
            to={pagePath(
              'writeReview',
              {},
              { query: new URLSearchParams({ shop: shopSlug }).toString() },
            )}
          >
            Write a review
          </WriteReview>
        )}
      </Actions>
    </Header>
  );
}
