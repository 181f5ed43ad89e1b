import styled from 'styled-components';
import type { ProductData, ShopData } from '@vouch/contracts';
import { LoadMoreButton, PlainList, Spinner } from '@vouch/design-system';
import { questionsArgs, useGetQuestionsInfiniteQuery } from './api/questions-api';
import { AnswerQuestion } from './components/answer-question';
import { AskQuestion } from './components/ask-question';
import { useDateFormat } from '@vouch/api-client';

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

export interface QuestionsSectionProps {
  shop: ShopData;
  /** The product's questions; the whole shop's without one. */
  product?: ProductData;
  /** The viewer answers for the shop: they answer questions rather than ask them. */
  answersForShop: boolean;
}

/**
 * Questions and answers (shown when the shop enables them, spec §1): 3 per load, 'Load more'
 * appends. Shoppers ask; a question shows at once, marked unanswered until the shop's team answers.
 */
export function QuestionsSection({ shop, product, answersForShop }: QuestionsSectionProps) {
  const { date } = useDateFormat();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetQuestionsInfiniteQuery(questionsArgs(shop, product?.external_id));
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
              {question.author_name} asked on {date(question.created_at)}
            </Muted>
            {question.answers.map((answer) => (
              <Answer key={`${answer.created_at}-${answer.author_name}`}>
                A: {answer.body}{' '}
                <Muted>
                  — {answer.by_shop ? `${answer.author_name} (the store)` : answer.author_name}
                </Muted>
              </Answer>
            ))}
            {question.answers.length === 0 && (
              <p>
                <Muted>Not answered yet</Muted>
              </p>
            )}
            {answersForShop && question.answers.length === 0 && (
              <AnswerQuestion
                questionId={question.id}
                question={question.body}
                shopName={shop.name}
              />
            )}
          </Item>
        ))}
      </PlainList>
      {isError && <p role="alert">Questions could not be loaded. Please try again in a moment.</p>}
      {hasNextPage && (
        <LoadMoreButton
          label="Load more questions"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        />
      )}
      {!answersForShop && (
        <AskQuestion
          shopEncId={shop.encoded_id}
          productEncId={product?.encoded_id}
          about={product ? product.title : shop.name}
        />
      )}
    </section>
  );
}
