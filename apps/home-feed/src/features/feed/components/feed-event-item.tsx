import { Link } from 'react-router';
import styled from 'styled-components';
import type { FeedEvent } from '@vouch/contracts';
import { ReviewItem } from '@vouch/catalog-ui';

const Event = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
`;

const Headline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What happened, said from the followed owner's side. */
function headline(event: FeedEvent) {
  const owner = <Link to={event.event_owner.internal_path}>{event.event_owner.name}</Link>;
  if (event.event_type === 'shop_replied') return <>{owner} replied to a review</>;
  if (event.event_type === 'media_added')
    return (
      <>
        New pictures or videos in a review{' '}
        {event.event_owner.class === 'Reviewer' ? <>by {owner}</> : <>of {owner}</>}
      </>
    );
  if (event.event_owner.class === 'Reviewer') return <>{owner} published a review</>;
  return <>New review of {owner}</>;
}

/** One feed event: the headline naming the followed owner, then the review it is about. */
export function FeedEventItem({ event }: { event: FeedEvent }) {
  return (
    <Event data-event-id={event.id}>
      <Headline>{headline(event)}</Headline>
      <ReviewItem review={event.review} showSubject />
    </Event>
  );
}
