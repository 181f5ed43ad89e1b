import { PlainList, Spinner } from '@vouch/design-system';
import { useGetMyShopsQuery, type MyShop } from '../api/shop-connect-api';
import { ApiKeys } from './api-keys';
import { Alert, Card, Muted, Part } from './connect-styles';
import { ReviewRequestSettings } from './review-request-settings';
import { Team } from './team';

const ROLE_TEXT = { owner: 'You own it', member: 'You are a member' } as const;

function ShopCard({ shop }: { shop: MyShop }) {
  const headingId = `shop-${shop.slug}`;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <h3 id={headingId}>{shop.name}</h3>
      <Muted>
        {shop.domain} · {ROLE_TEXT[shop.role]}
      </Muted>
      {shop.role === 'owner' ? (
        <>
          <ApiKeys shop={shop} />
          <ReviewRequestSettings shop={shop} />
          <Team shop={shop} />
        </>
      ) : (
        <Muted>Its owner hands out API keys and invites the team.</Muted>
      )}
    </Card>
  );
}

/** "Your shops": each shop the viewer answers for; an owner manages its keys and team here. */
export function MyShops() {
  const { data, isError } = useGetMyShopsQuery();
  return (
    <Part aria-labelledby="your-shops">
      <h2 id="your-shops">Your shops</h2>
      {data ? (
        data.shops.length === 0 ? (
          <Muted>
            You do not answer for a shop yet: connect yours below, or ask its owner to invite you.
          </Muted>
        ) : (
          <PlainList $gap="md" aria-labelledby="your-shops">
            {data.shops.map((shop) => (
              <ShopCard key={shop.slug} shop={shop} />
            ))}
          </PlainList>
        )
      ) : isError ? (
        <Alert role="alert">Your shops could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <Spinner />
      )}
    </Part>
  );
}
