import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { useDateFormat, useMe } from '@vouch/api-client';
import { pagePath, signInPath } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import { AnswerQuestion } from '../../features/questions/components/answer-question';
import { useGetShopInboxQuery } from '../../features/shop-inbox/api/shop-inbox-api';
import { InboxDisputes } from './components/inbox-disputes';
import { InboxReviewRequests } from './components/inbox-review-requests';
import { InboxReviewReports } from './components/inbox-review-reports';
import { InboxReviews } from './components/inbox-reviews';
import { InboxItem, InboxSection, Muted } from './components/inbox-section';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  max-width: 860px;
  min-width: 0;
`;

/** Where the shops are connected, their API keys made and their team invited. */
const connectLink = (
  <p>
    <Link to={pagePath('shopConnect')}>Connect a shop or manage keys and team</Link>
  </p>
);

/**
 * `/reviews/shop/inbox`: what waits for the shops the viewer answers for — disputes with their
 * deadlines first (they are the ones that run out), then reviews to reply to (and what readers
 * reported about the shop's reviews) and questions to answer, each answered in place with the
 * tools the shop's pages use.
 */
export function ShopInboxPage() {
  const { date } = useDateFormat();
  const location = useLocation();
  const { data: me, isError: meFailed } = useMe();
  // Asked again on every visit: a dispute answered on its own page leaves the inbox.
  const inbox = useGetShopInboxQuery(undefined, {
    skip: !me?.reviewer,
    refetchOnMountOrArgChange: true,
  });
  if (!me && !meFailed) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!inbox.data) {
    if (inbox.isError)
      return (
        <PageIntro
          title="Shop inbox"
          description="Your inbox could not be loaded. Reload the page to try again."
        />
      );
    return <Spinner />;
  }
  const { shops, reviews, questions, disputes, review_requests } = inbox.data;
  if (shops.length === 0)
    return (
      <Page>
        <PageIntro
          title="Shop inbox"
          description="You do not answer for any shop, so nothing waits for you here."
        />
        {connectLink}
      </Page>
    );
  return (
    <Page>
      <PageIntro
        title="Shop inbox"
        description={`What waits for ${shops.map((shop) => shop.name).join(', ')}: disputes, reviews to reply to, reports about reviews, questions to answer.`}
      />
      {connectLink}
      <InboxDisputes disputes={disputes} />
      <InboxReviews reviews={reviews} />
      {shops.map((shop) => (
        <InboxReviewReports key={shop.encoded_id} shop={shop} />
      ))}
      <InboxSection
        id="inbox-questions"
        title="Questions awaiting an answer"
        total={questions.total}
        shown={questions.items.length}
        empty="Every question has your answer."
      >
        {questions.items.map(({ question, shop, product_title }) => (
          <InboxItem key={question.id}>
            <p>
              <strong>{question.body}</strong>
            </p>
            <Muted>
              {question.author_name}, {date(question.created_at)} — about{' '}
              {product_title ?? shop.name}
            </Muted>
            <div>
              <AnswerQuestion
                questionId={question.id}
                question={question.body}
                shopName={shop.name}
              />
            </div>
          </InboxItem>
        ))}
      </InboxSection>
      <InboxReviewRequests requests={review_requests} />
    </Page>
  );
}
