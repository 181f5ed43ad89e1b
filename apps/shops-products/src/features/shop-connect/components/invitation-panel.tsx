import { Link } from 'react-router';
import { errorMessageOf } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';
import { useAcceptShopInvitationMutation } from '../api/shop-connect-api';
import { Alert, Card, Part } from './connect-styles';

/** The invitation an e-mail's link carries (`?invitation=`): accept it to answer for the shop. */
export function InvitationPanel({ token }: { token: string }) {
  const [accept, { data, error, isLoading }] = useAcceptShopInvitationMutation();
  return (
    <Part aria-labelledby="invitation">
      <Card>
        <h2 id="invitation">You&apos;re invited to answer for a shop</h2>
        {data ? (
          <>
            <p role="status">You now answer for {data.shop.name}</p>
            <p>
              <Link to={pagePath('shopInbox')}>Open the shop inbox</Link>
            </p>
          </>
        ) : (
          <>
            <p>
              Accept to answer the shop&apos;s reviews, questions and disputes from your shop inbox.
              The invitation must have been sent to the address you signed in with.
            </p>
            {error && <Alert role="alert">{errorMessageOf(error)}</Alert>}
            <div>
              <Button disabled={isLoading} onClick={() => void accept({ token })}>
                {isLoading ? 'Accepting…' : 'Accept invitation'}
              </Button>
            </div>
          </>
        )}
      </Card>
    </Part>
  );
}
