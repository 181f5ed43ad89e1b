import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CategoryRecordDto } from '@vouch/contracts';
import {
  DEFAULT_SEARCH_PARAMS,
  MEDAL_TIERS,
  MIN_RATING_CHOICES,
  SEARCH_FILTERS,
  searchParamsFromQuery,
  searchQueryString,
  withSearchFilters,
  type SearchParams,
} from '@vouch/domain';
import { Button, Modal, SelectField, TextField } from '@vouch/design-system';
import { CountryOptions } from '../../../components/country-options';
import { withCount } from '../../../components/with-count';
import type { SidebarCounts } from '../hooks/use-search-facets';
import { SEARCH_PATH } from '../hooks/use-search-page-params';
import { HiddenFields } from './hidden-fields';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The sidebar shown by the address, in the page: a browser without script opens it so. */
const InPage = styled.dialog`
  position: static;
  width: auto;
  max-width: 400px;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin-top: 0;
  }
`;

const CancelLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const REVIEW_COUNTS = [0, 1, 5, 10, 25, 50, 100];
const SCORE_STEPS = [0, ...MEDAL_TIERS.map((medal) => medal.minPercent).reverse()];

/** Percent choices named after the medal they start (spec §9 tiers). */
function scoreLabel(percent: number): string {
  const medal = MEDAL_TIERS.find((tier) => tier.minPercent === percent);
  return percent === 0 ? 'Any' : `${percent}% or more${medal ? ` (${medal.label})` : ''}`;
}

function ScoreOptions() {
  return SCORE_STEPS.map((percent) => (
    <option key={percent} value={percent}>
      {scoreLabel(percent)}
    </option>
  ));
}

interface FilterFormProps {
  params: SearchParams;
  categories: readonly CategoryRecordDto[];
  /** The currency min and max price are in ('*': each store's own). */
  currencyLabel: string;
  /** How many products each choice finds for the current search; undefined while they load. */
  counts?: SidebarCounts;
  onApply(next: SearchParams): void;
}

export type FilterSidebarProps = FilterFormProps &
  (
    | {
        /** With script: a modal over the page, closed by Cancel, Escape or Back. */
        onClose(): void;
      }
    | {
        /** Shown by the address (no script): in the page, its Cancel a link to the search without it. */
        closeHref: string;
      }
  );

/** Spec §4 "Filter sidebar": with script a modal; shown by the address, a panel in the page. */
export function FilterSidebar(props: FilterSidebarProps) {
  const titleId = useId();
  if ('onClose' in props) {
    const { onClose, ...form } = props;
    return (
      <Modal title="Filter by" placement="side" onDismiss={onClose}>
        <FilterForm
          {...form}
          cancel={
            <Button $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      </Modal>
    );
  }
  const { closeHref, ...form } = props;
  return (
    <InPage open aria-labelledby={titleId}>
      <h2 id={titleId}>Filter by</h2>
      <FilterForm {...form} cancel={<CancelLink to={closeHref}>Cancel</CancelLink>} />
    </InPage>
  );
}

/**
 * The form edits a draft of the current filters, so closing without applying leaves them as they
 * were; applying hands over the draft, normalised by the domain's rules. Each field is named as its
 * filter in the address, and the rest of the search rides along hidden: without script the form is
 * a GET to the search page, which normalises it by the same rules.
 */
function FilterForm({
  params,
  categories,
  currencyLabel,
  counts,
  onApply,
  cancel,
}: FilterFormProps & { cancel: ReactNode }) {
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(
      SEARCH_FILTERS.map((name) => [name, params[name] === null ? '' : String(params[name])]),
    ),
  );
  const field = (name: (typeof SEARCH_FILTERS)[number]) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as a typed URL: bad numbers drop out, a minimum above the maximum swaps.
    onApply(withSearchFilters(params, searchParamsFromQuery(new URLSearchParams(draft))));
  };
  const rest = new URLSearchParams(
    searchQueryString(withSearchFilters(params, DEFAULT_SEARCH_PARAMS)),
  );

  return (
    <form method="get" action={SEARCH_PATH} onSubmit={submit} noValidate>
      <HiddenFields query={rest} />
      {counts?.capped && <Hint>Counts are from 500 of this search&apos;s products.</Hint>}
      <SelectField label="Category" {...field('category_id')}>
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {withCount(
              `${'\u00a0\u00a0'.repeat(category.level - 1)}${category.name}`,
              counts?.categories?.get(category.id),
            )}
          </option>
        ))}
      </SelectField>
      <SelectField label="Rating" {...field('min_rating')}>
        {MIN_RATING_CHOICES.map((rating) => (
          <option key={rating} value={rating}>
            {rating === 0
              ? 'Any rating'
              : withCount(
                  `${rating} ${rating === 1 ? 'star' : 'stars'} or more`,
                  counts?.ratings.get(rating),
                )}
          </option>
        ))}
      </SelectField>
      <Hint>Prices in {currencyLabel}</Hint>
      <Row>
        <TextField label="Min price" inputMode="decimal" {...field('min_price')} />
        <TextField label="Max price" inputMode="decimal" {...field('max_price')} />
      </Row>
      <SelectField label="Ships to" {...field('country')}>
        <CountryOptions />
      </SelectField>
      <SelectField label="Store country" {...field('store_country')}>
        <CountryOptions counts={counts?.storeCountries} />
      </SelectField>
      <SelectField label="Minimum transparency" {...field('min_transparency')}>
        <ScoreOptions />
      </SelectField>
      <SelectField label="Minimum authenticity" {...field('min_authenticity')}>
        <ScoreOptions />
      </SelectField>
      <SelectField label="Number of reviews" {...field('reviews_count')}>
        {REVIEW_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count === 0 ? 'Any' : `${count} or more`}
          </option>
        ))}
      </SelectField>
      <Actions>
        <Button type="submit">Apply filters</Button>
        {cancel}
      </Actions>
    </form>
  );
}
