import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { DISPUTE_MOVE_CONSEQUENCES, pagePath, profileTabQuery, signInPath } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import { useGetPartyDisputeQuery, usePostPartyMessageMutation } from '../../api/disputes-api';
import { DisputeView } from '../../components/dispute-view';
import { DisputesLayout } from '../../components/disputes-layout';
import { DisputeCreatedNotice } from '../../features/party-dispute/components/dispute-created-notice';
import { PartyActions } from '../../features/party-dispute/components/party-actions';
import { useDisputeCreatedNotice } from '../../features/party-dispute/hooks/use-dispute-created-notice';

/** `/reviews/profile/disputes/{id}`: the dispute as its reviewer or its shop sees it, with the thread and their moves. */
export function PartyDisputePage() {
  const location = useLocation();
  const { disputeId = '' } = useParams();
  const { data: me, isError: meFailed } = useMe();
  const page = useGetPartyDisputeQuery(disputeId, { skip: !me?.reviewer });
  const [post] = usePostPartyMessageMutation();
  const created = useDisputeCreatedNotice(disputeId);
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!page.data) {
    if (page.isError)
      return (
        <DisputesLayout>
          <PageIntro
            title="We could not find this dispute"
            description="It is not among your disputes or your shop's, or it could not be loaded."
          />
          <Link
            to={pagePath(
              'privateProfile',
              { slug: me.reviewer.slug },
              { query: `tab=${profileTabQuery('disputes')}` },
            )}
          >
            Your disputes
          </Link>
        </DisputesLayout>
      );
    return <Spinner />;
  }
  const { dispute } = page.data;
  const asked =
    dispute.status === (dispute.viewer_role === 'shop' ? 'awaiting_shop' : 'awaiting_reviewer') ||
    (dispute.viewer_role === 'shop' && dispute.status === 'open');
  // A shop's message while it is asked is its answer (the move shop_answer): it contests the dispute, which goes to an arbitrator.
  const contests = asked && dispute.viewer_role === 'shop';
  return (
    <DisputeView
      dispute={dispute}
      notice={created && <DisputeCreatedNotice notice={created} />}
      actions={<PartyActions dispute={dispute} />}
      replyHeading={contests ? 'Contest it: your side' : asked ? 'Your answer' : 'Write a message'}
      replyNote={contests ? DISPUTE_MOVE_CONSEQUENCES.shop_answer : undefined}
      send={(message) => post({ disputeId, message }).unwrap()}
    />
  );
}
