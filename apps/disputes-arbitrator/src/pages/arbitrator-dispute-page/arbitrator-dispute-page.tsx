import { Link, useParams } from 'react-router';
import { pagePath } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import {
  useGetArbitratorDisputeQuery,
  usePostArbitratorMessageMutation,
} from '../../api/disputes-api';
import { ArbitratorOnly } from '../../components/arbitrator-only';
import { DisputeView } from '../../components/dispute-view';
import { DisputesLayout } from '../../components/disputes-layout';
import { ArbitratorActions } from '../../features/arbitrator-dispute/components/arbitrator-actions';

function ArbitratorDispute() {
  const { disputeId = '' } = useParams();
  const page = useGetArbitratorDisputeQuery(disputeId);
  const [post] = usePostArbitratorMessageMutation();
  if (!page.data)
    return page.isError ? (
      <DisputesLayout>
        <PageIntro
          title="We could not find this dispute"
          description="It does not exist, or it could not be loaded."
        />
        <Link to={pagePath('arbitrator')}>All disputes</Link>
      </DisputesLayout>
    ) : (
      <Spinner />
    );
  const { dispute } = page.data;
  return (
    <DisputeView
      dispute={dispute}
      actions={<ArbitratorActions dispute={dispute} />}
      replyHeading="Message both sides"
      send={(message) => post({ disputeId, message }).unwrap()}
    />
  );
}

/** `/reviews/arbitrator/{id}`: both sides' evidence, the thread, and the arbitrator's moves. */
export function ArbitratorDisputePage() {
  return (
    <ArbitratorOnly>
      <ArbitratorDispute />
    </ArbitratorOnly>
  );
}
