import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, signInPath } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import { useGetDisputeFormQuery } from '../../api/disputes-api';
import { DisputesLayout, Muted } from '../../components/disputes-layout';
import { DisputeForm } from '../../features/open-dispute/components/dispute-form';

/** `.../disputes/new` on a shop or product: open a dispute about one of the reviewer's orders there. */
export function OpenDisputePage() {
  const location = useLocation();
  const { shopSlug = '', productHandle = null } = useParams();
  const { data: me, isError: meFailed } = useMe();
  const form = useGetDisputeFormQuery({ shopSlug, productHandle }, { skip: !me?.reviewer });
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!form.data) {
    if (form.isError)
      return (
        <DisputesLayout>
          <PageIntro
            title="We could not open the dispute form"
            description="This shop or product was not found, or the form could not be loaded. Please try again."
          />
        </DisputesLayout>
      );
    return <Spinner />;
  }
  const { shop, product, orders } = form.data;
  return (
    <DisputesLayout>
      <div>
        <h1>Open a dispute with {shop.name}</h1>
        {product && <Muted>About {product.title}</Muted>}
      </div>
      {orders.length === 0 ? (
        <p>
          You have no orders {product ? `of ${product.title} ` : ''}from{' '}
          <Link to={shop.internal_path}>{shop.name}</Link> on your account, so there is nothing to
          dispute here. See <Link to={pagePath('writeReview')}>your orders</Link>.
        </p>
      ) : (
        <DisputeForm form={form.data} />
      )}
    </DisputesLayout>
  );
}
