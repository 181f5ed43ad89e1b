import { useState } from 'react';
import styled from 'styled-components';
import { followsArgs } from '@vouch/api-client';
import { useGetPeopleInfiniteQuery } from '../../api/people-api';
import {
  appendPages,
  DEFAULT_PEOPLE_FILTER,
  DEFAULT_PEOPLE_SORT,
  PEOPLE_FILTERS,
  PEOPLE_SORTS,
  type PeopleFilter,
  type PeopleSort,
} from '@vouch/domain';
import { LoadMoreButton, PlainList, SelectField, Spinner } from '@vouch/design-system';
import { NarrowPage } from '../../components/narrow-page';
import { ReviewerCard } from '../../components/reviewer-card';

const Page = styled(NarrowPage)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec §2 /reviews/people: reviewers to follow, in an order and with a filter, a page appended at a time. */
export function PeoplePage() {
  const [sortBy, setSortBy] = useState<PeopleSort>(DEFAULT_PEOPLE_SORT);
  const [filterBy, setFilterBy] = useState<PeopleFilter>(DEFAULT_PEOPLE_FILTER);
  const people = useGetPeopleInfiniteQuery({ sort_by: sortBy, filter_by: filterBy });
  const pages = people.data?.pages ?? [];
  const reviewers = appendPages(
    pages.map((page) => page.reviewers),
    (reviewer) => reviewer.encoded_id,
  );
  return (
    <Page>
      <h1>Find people</h1>
      <p>Follow reviewers whose taste you share: their new reviews arrive in your feed.</p>
      <Controls>
        <SelectField
          label="Sort by"
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value as PeopleSort)}
        >
          {PEOPLE_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Show"
          value={filterBy}
          onChange={(event) => setFilterBy(event.target.value as PeopleFilter)}
        >
          {PEOPLE_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
      </Controls>
      <section aria-label="Reviewers" aria-busy={people.isFetching}>
        {people.isLoading && <Spinner />}
        {people.isError && (
          <p role="alert">We could not load reviewers. Please try again in a moment.</p>
        )}
        {people.isSuccess && reviewers.length === 0 && (
          <p>No reviewers match. Try showing everyone.</p>
        )}
        <List>
          {pages.map((page) => {
            // Each page asks once whether the viewer follows its reviewers.
            const stateArgs = followsArgs(
              page.reviewers.map((reviewer) => ({
                followeeClass: 'Reviewer' as const,
                encodedId: reviewer.encoded_id,
              })),
            );
            return page.reviewers
              .filter((reviewer) => reviewers.includes(reviewer))
              .map((reviewer) => (
                <li key={reviewer.encoded_id}>
                  <ReviewerCard reviewer={reviewer} stateArgs={stateArgs} />
                </li>
              ));
          })}
        </List>
      </section>
      {people.hasNextPage && (
        <LoadMoreButton
          label="Show more people"
          loading={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        />
      )}
    </Page>
  );
}
