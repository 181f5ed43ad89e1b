import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useMe } from '@vouch/api-client';
import { signInPath } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import { InvitationPanel } from '../../features/shop-connect/components/invitation-panel';
import { MyShops } from '../../features/shop-connect/components/my-shops';
import { ShopClaims } from '../../features/shop-connect/components/shop-claims';

const TITLE = 'Connect your shop';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 860px;
  min-width: 0;
`;

/**
 * `/reviews/shop/connect`: where a reviewer proves they run a shop's site and becomes its owner,
 * and where an owner hands out API keys and invites the team; the link of an invitation's e-mail
 * (`?invitation=<token>`) opens it with the invitation to accept first.
 */
export function ShopConnectPage() {
  const location = useLocation();
  const { data: me, isError: meFailed } = useMe();
  const invitation = new URLSearchParams(location.search).get('invitation');
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return (
      <Page>
        <PageIntro
          title={TITLE}
          description="Shops prove their site to answer their reviews on Vouch, send orders and invite their team."
        />
        <p>
          <Link to={signInPath(`${location.pathname}${location.search}`)}>
            Sign in to connect your shop
          </Link>
        </p>
      </Page>
    );
  return (
    <Page>
      <PageIntro
        title={TITLE}
        description="Prove you run your shop's site to answer its reviews on Vouch, then create API keys for your systems and invite your team."
      />
      {invitation && <InvitationPanel token={invitation} />}
      <MyShops />
      <ShopClaims />
    </Page>
  );
}
