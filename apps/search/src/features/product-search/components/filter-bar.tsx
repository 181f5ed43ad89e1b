import styled from 'styled-components';
import { Link } from 'react-router';
import { SORT_OPTIONS, type FilterPill, type FilterPillKey, type SortBy } from '@vouch/domain';
import { Button, PlainList, media } from '@vouch/design-system';
import { SEARCH_PATH } from '../hooks/use-search-page-params';
import { HiddenFields } from './hidden-fields';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    /* Spec §2: on mobile it takes the top edge when the header's search bar slides away. */
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.layers.stickyBar};
    margin-inline: -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

/** Only a form for the browser without script: its button sits in the bar as if alone. */
const OpenFilters = styled.form`
  display: contents;
`;

const Pill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 0 0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RemovePill = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Sort = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

export interface FilterBarProps {
  pills: readonly FilterPill[];
  /** The 'Clear' link's target; null hides it (no filter differs from its default). */
  clearHref: string | null;
  /** The query that shows the filters in the page: where 'Filter by' goes without script. */
  filtersQuery: URLSearchParams;
  sortBy: SortBy | null;
  onOpenFilters(): void;
  onRemovePill(key: FilterPillKey): void;
  onSort(sortBy: SortBy | null): void;
}

/** Spec §2 "Filter bar on search": 'Filter by', pills with a cancel icon, 'Clear', and the sort control. */
export function FilterBar({
  pills,
  clearHref,
  filtersQuery,
  sortBy,
  onOpenFilters,
  onRemovePill,
  onSort,
}: FilterBarProps) {
  return (
    <Bar>
      {/* With script the button opens the sidebar; without, it asks for the page with it shown. */}
      <OpenFilters
        method="get"
        action={SEARCH_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onOpenFilters();
        }}
      >
        <HiddenFields query={filtersQuery} />
        <Button type="submit" $variant="secondary" aria-haspopup="dialog">
          Filter by
        </Button>
      </OpenFilters>
      {pills.length > 0 && (
        <PlainList $inline aria-label="Active filters">
          {pills.map((pill) => (
            <Pill key={pill.key} title={pill.label}>
              <span>{pill.text}</span>
              <RemovePill
                type="button"
                aria-label={`Remove filter: ${pill.label}`}
                onClick={() => onRemovePill(pill.key)}
              >
                ×
              </RemovePill>
            </Pill>
          ))}
        </PlainList>
      )}
      {clearHref && <Link to={clearHref}>Clear</Link>}
      <Sort>
        Sort by
        <select
          value={sortBy ?? ''}
          onChange={(event) => onSort((event.target.value || null) as SortBy | null)}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Sort>
    </Bar>
  );
}
