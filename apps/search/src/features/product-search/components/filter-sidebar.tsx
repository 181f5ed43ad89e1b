import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CategoryRecordDto } from '@vouch/contracts';
import {
  MEDAL_TIERS,
  MIN_RATING_CHOICES,
  searchParamsFromQuery,
  type SearchParams,
} from '@vouch/domain';
import { Button, Modal, SelectField, TextField } from '@vouch/design-system';
import { CountryOptions } from '../../../components/country-options';
import { withCount } from '../../../components/with-count';
import type { SidebarCounts } from '../hooks/use-search-facets';

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

export interface FilterSidebarProps {
  params: SearchParams;
  categories: readonly CategoryRecordDto[];
  /** The currency min and max price are in ('*': each store's own). */
  currencyLabel: string;
  /** How many products each choice finds for the current search; undefined while they load. */
  counts?: SidebarCounts;
  onApply(next: SearchParams): void;
  onClose(): void;
}

/**
 * Spec §4 "Filter sidebar": the form edits a draft of the current filters, so closing without
 * applying leaves them as they were; applying hands over the draft, normalised by the domain's rules.
 */
export function FilterSidebar({
  params,
  categories,
  currencyLabel,
  counts,
  onApply,
  onClose,
}: FilterSidebarProps) {
  const [draft, setDraft] = useState(() => ({
    min_rating: String(params.min_rating),
    min_price: params.min_price === null ? '' : String(params.min_price),
    max_price: params.max_price === null ? '' : String(params.max_price),
    country: params.country,
    store_country: params.store_country,
    min_transparency: String(params.min_transparency),
    min_authenticity: String(params.min_authenticity),
    reviews_count: String(params.reviews_count),
    category_id: params.category_id === null ? '' : String(params.category_id),
  }));
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as a typed URL: bad numbers drop out, a minimum above the maximum swaps.
    const normalised = searchParamsFromQuery(new URLSearchParams(draft));
    onApply({
      ...params,
      min_rating: normalised.min_rating,
      min_price: normalised.min_price,
      max_price: normalised.max_price,
      country: normalised.country,
      store_country: normalised.store_country,
      min_transparency: normalised.min_transparency,
      min_authenticity: normalised.min_authenticity,
      reviews_count: normalised.reviews_count,
      category_id: normalised.category_id,
      page: 1,
    });
  };

  return (
    <Modal title="Filter by" placement="side" onDismiss={onClose}>
      <form onSubmit={submit} noValidate>
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
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
