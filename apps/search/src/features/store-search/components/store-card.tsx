import { Link } from 'react-router';
import styled from 'styled-components';
import type { StoreSearchResult } from '@vouch/contracts';
import { useShopClickTracker } from '@vouch/api-client';
import { COUNTRY_NAMES, scoreMedals } from '@vouch/domain';
import { cardSurface, MedalBadges, StarRating } from '@vouch/design-system';

const Card = styled.article`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${cardSurface}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Logo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.background};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const VisitStore = styled.a`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** One shop in store search: logo, name, domain, country, rating and medals, and a way out to it. */
export function StoreCard({ shop }: { shop: StoreSearchResult }) {
  const trackClick = useShopClickTracker();
  return (
    <Card>
      {shop.logo ? (
        <Logo src={shop.logo} alt="" loading="lazy" width={64} height={64} />
      ) : (
        <Initial aria-hidden="true">{shop.name.slice(0, 1)}</Initial>
      )}
      <Details>
        <h2>
          <Link to={shop.internal_path}>{shop.name}</Link>
        </h2>
        <p>
          {shop.domain} · {COUNTRY_NAMES[shop.country] ?? shop.country}
        </p>
        <StarRating rating={shop.average_rating} count={shop.reviews_count} />
        <MedalBadges
          medals={scoreMedals({
            transparency: shop.transparency_score,
            authenticity: shop.authenticity_score,
          })}
        />
        <VisitStore
          href={`https://${shop.domain}`}
          target="_blank"
          rel="noopener"
          onClick={() => trackClick({ shopId: shop.encoded_shop_id })}
        >
          Visit store<span className="visually-hidden"> {shop.name} (opens in a new tab)</span>
        </VisitStore>
      </Details>
    </Card>
  );
}
