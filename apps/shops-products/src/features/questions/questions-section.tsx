import styled from 'styled-components';
import { useGetQuestionsInfiniteQuery, type QuestionsArgs } from './api/questions-api';
import { LoadMoreButton, PlainList, Spinner } from '@vouch/design-system';

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Answer = styled.p`
  margin-left: ${({ theme }) => theme.space.md} !important;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Questions and answers (shown when the shop enables them, spec §1): 3 per load, 'Load more' appends. */
export function QuestionsSection({ args }: { args: QuestionsArgs }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetQuestionsInfiniteQuery(args);
  const questions = data?.pages.flatMap((page) => page.questions) ?? [];
  const total = data?.pages[0]?.total_count ?? 0;
  return (
    <section aria-labelledby="questions-heading">
      <h2 id="questions-heading">Questions and answers{total > 0 && ` (${total})`}</h2>
      {isLoading && <Spinner />}
      {data && questions.length === 0 && <p>No questions yet.</p>}
      <PlainList aria-label="Questions">
        {questions.map((question) => (
          <Item key={question.id}>
            <p>
              <strong>Q: {question.body}</strong>
            </p>
            <Muted>
              {question.author_name} asked on {dateFormat.format(new Date(question.created_at))}
            </Muted>
            {question.answers.map((answer) => (
              <Answer key={`${answer.created_at}-${answer.author_name}`}>
                A: {answer.body} <Muted>— {answer.by_shop ? `${answer.author_name} (the store)` : answer.author_name}</Muted>
              </Answer>
            ))}
          </Item>
        ))}
      </PlainList>
      {isError && <p role="alert">Questions could not be loaded. Please try again in a moment.</p>}
      {hasNextPage && <LoadMoreButton label="Load more questions" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
    </section>
  );
}
