import { useState } from 'react';
import styled from 'styled-components';
import {
  REVIEW_SORTS,
  REVIEW_SOURCES,
  type ReviewListView,
  type ReviewSort,
  type ReviewSource,
} from '@vouch/domain';
import { Button, SelectField, TextField } from '@vouch/design-system';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

// Fields keep a bottom margin for their error line; the button and the check box sit on the same
// line as the inputs by keeping the same margin (flex aligns margin boxes).
const SearchForm = styled.form`
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
}

/** Sort, source, words and verified-only for a review list (spec §7 widget parameters). */
export function ReviewListControls({ view, onChange }: ReviewListControlsProps) {
  const [words, setWords] = useState(view.search);
  // Back or a link can change the words searched: the box then shows them, not what was typed since.
  const [searched, setSearched] = useState(view.search);
  if (view.search !== searched) {
    setSearched(view.search);
    setWords(view.search);
  }
  return (
    <Controls>
      <SelectField
        label="Sort reviews"
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
        value={view.source}
        onChange={(event) => onChange({ source: event.target.value as ReviewSource })}
      >
        {REVIEW_SOURCES.map((source) => (
          <option key={source} value={source}>
            {SOURCE_LABELS[source]}
          </option>
        ))}
      </SelectField>
      <SearchForm
        role="search"
        aria-label="Reviews"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: words });
        }}
      >
        <TextField
          label="Search reviews"
          type="search"
          value={words}
          maxLength={200}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </SearchForm>
      <Check>
        <input
          type="checkbox"
          checked={view.verifiedOnly}
          onChange={(event) => onChange({ verifiedOnly: event.target.checked })}
        />
        Verified buyers only
      </Check>
    </Controls>
  );
}
