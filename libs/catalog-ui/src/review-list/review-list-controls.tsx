import { useState } from 'react';
import styled from 'styled-components';
import {
  defaultReviewListView,
  REVIEW_SORTS,
  REVIEW_SOURCES,
  type ReviewListView,
  type ReviewSort,
  REVIEW_LIST_FIELDS,
  type ReviewSource,
} from '@vouch/domain';
import { Button, SelectField, TextField } from '@vouch/design-system';

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

// Fields keep a bottom margin for their error line; the button and the check box sit on the same
// line as the inputs by keeping the same margin (flex aligns margin boxes).
const SearchWords = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  & > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SORT_LABELS: Record<ReviewSort, string> = {
  pictures_first: 'With pictures first',
  most_recent: 'Most recent',
  highest_rating: 'Highest rating',
  lowest_rating: 'Lowest rating',
};

const SOURCE_LABELS: Record<ReviewSource, string> = {
  all_sources: 'All sources',
  organic: 'Written on Vouch',
  invite: 'Invited by the store',
  migrated: 'Imported by the store',
  aliexpress: 'AliExpress',
  verified_provider: 'Verified review provider',
  unverified_provider: 'Unverified review provider',
  unverified_source: 'Unverified source',
};

export interface ReviewListControlsProps {
  view: ReviewListView;
  onChange(change: Partial<Omit<ReviewListView, 'page'>>): void;
  /** The address of another view: the form keeps what it does not show (the page's own, stars, type). */
  addressOf(view: ReviewListView): string;
}

/**
 * Sort, source, words and verified-only for a review list (spec §7 widget parameters). With
 * script a choice applies at once; without, the form is a GET to the same page (page 1, spec §4).
 */
export function ReviewListControls({ view, onChange, addressOf }: ReviewListControlsProps) {
  const [words, setWords] = useState(view.search);
  // Back or a link can change the words searched: the box then shows them, not what was typed since.
  const [searched, setSearched] = useState(view.search);
  if (view.search !== searched) {
    setSearched(view.search);
    setWords(view.search);
  }
  // What the form does not show: the stars and type chosen (and the page's own parameters).
  const kept = new URLSearchParams(
    addressOf({ ...defaultReviewListView(view.type), rating: view.rating }).slice(1),
  );
  return (
    <Controls
      role="search"
      aria-label="Reviews"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: words });
      }}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label="Sort reviews"
        name={REVIEW_LIST_FIELDS.sort}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as ReviewSort })}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Review source"
        name={REVIEW_LIST_FIELDS.source}
        value={view.source}
        onChange={(event) => onChange({ source: event.target.value as ReviewSource })}
      >
        {REVIEW_SOURCES.map((source) => (
          <option key={source} value={source}>
            {SOURCE_LABELS[source]}
          </option>
        ))}
      </SelectField>
      <SearchWords>
        <TextField
          label="Search reviews"
          name={REVIEW_LIST_FIELDS.search}
          type="search"
          value={words}
          maxLength={200}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </SearchWords>
      <Check>
        <input
          type="checkbox"
          name={REVIEW_LIST_FIELDS.verifiedOnly}
          value="true"
          checked={view.verifiedOnly}
          onChange={(event) => onChange({ verifiedOnly: event.target.checked })}
        />
        Verified buyers only
      </Check>
      <noscript>
        <Button type="submit">Apply</Button>
      </noscript>
    </Controls>
  );
}
