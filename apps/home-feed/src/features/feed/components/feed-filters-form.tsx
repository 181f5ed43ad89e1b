import styled from 'styled-components';
import { FEED_FILTER_OPTIONS, type FeedFilters } from '@vouch/domain';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

/** Spec §7 user_events, store_events, product_events as three checkboxes. */
export function FeedFiltersForm({
  filters,
  onChange,
}: {
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
}) {
  return (
    <Fieldset>
      <legend>Show news from</legend>
      {FEED_FILTER_OPTIONS.map((option) => (
        <label key={option.filter}>
          <input
            type="checkbox"
            checked={filters[option.filter]}
            onChange={(event) => onChange({ ...filters, [option.filter]: event.target.checked })}
          />
          {option.label}
        </label>
      ))}
    </Fieldset>
  );
}
