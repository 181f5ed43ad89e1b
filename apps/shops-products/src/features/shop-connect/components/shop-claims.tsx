import { PlainList, Spinner } from '@vouch/design-system';
import { useGetShopClaimsQuery } from '../api/shop-connect-api';
import { ClaimCard } from './claim-card';
import { ClaimForm } from './claim-form';
import { Alert, Muted, Part } from './connect-styles';

/** "Connect a shop": start a claim, then each claim with its proof to publish and check. */
export function ShopClaims() {
  const { data, isError } = useGetShopClaimsQuery();
  return (
    <Part aria-labelledby="connect-a-shop">
      <h2 id="connect-a-shop">Connect a shop</h2>
      <Muted>
        Prove you run your shop&apos;s site to become its owner on Vouch: enter its address, then
        publish the tag or the file we give you.
      </Muted>
      <ClaimForm />
      {data ? (
        data.claims.length > 0 && (
          <PlainList $gap="md" aria-label="Your claims">
            {data.claims.map((claim) => (
              <ClaimCard key={claim.public_id} claim={claim} />
            ))}
          </PlainList>
        )
      ) : isError ? (
        <Alert role="alert">Your claims could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <Spinner />
      )}
    </Part>
  );
}
