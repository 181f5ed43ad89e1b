import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CategorySummary } from '@vouch/contracts';
import { useGetCategoriesIndexQuery } from '@vouch/api-client';
import {
  categoryPath,
  isGenderCategory,
  sortCategories,
  type CategorySortKey,
} from '@vouch/domain';
import { cardSurface, media, SelectField, Spinner } from '@vouch/design-system';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Section = styled.section`
  ${cardSurface}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

const SortControl = styled.div`
  max-width: 280px;
`;

/** Spec §5 "Sorting of categories by name, bar_order or page_order ... ascending or descending". */
const SORTS: { value: string; label: string; key: CategorySortKey; direction: 'asc' | 'desc' }[] = [
  { value: 'featured', label: 'Featured', key: 'page_order', direction: 'asc' },
  { value: 'name-asc', label: 'Name, A to Z', key: 'name', direction: 'asc' },
  { value: 'name-desc', label: 'Name, Z to A', key: 'name', direction: 'desc' },
];

/** A level-1 category as a section, with its two levels below. */
function CategorySection({
  root,
  sorted,
}: {
  root: CategorySummary;
  sorted: (parent: number) => CategorySummary[];
}) {
  return (
    <Section aria-labelledby={`category-${root.id}`}>
      <h2 id={`category-${root.id}`}>
        <Link to={categoryPath(root)}>{root.name}</Link>
      </h2>
      <ul>
        {sorted(root.id).map((child) => (
          <li key={child.id}>
            <Link to={categoryPath(child)}>{child.name}</Link>
            {sorted(child.id).length > 0 && (
              <ul>
                {sorted(child.id).map((grandChild) => (
                  <li key={grandChild.id}>
                    <Link to={categoryPath(grandChild)}>{grandChild.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Spec §2 `/reviews/categories`: the whole tree, level 1 as sections with their two levels below. */
export function CategoryIndexPage() {
  const { data, isError } = useGetCategoriesIndexQuery();
  const [sortValue, setSortValue] = useState(SORTS[0]!.value);
  const sort = SORTS.find((option) => option.value === sortValue) ?? SORTS[0]!;
  const byParent = useMemo(() => {
    const map = new Map<number | null, CategorySummary[]>();
    for (const category of data?.product_categories ?? [])
      map.set(category.parent_id, [...(map.get(category.parent_id) ?? []), category]);
    return map;
  }, [data]);
  if (!data)
    return isError ? (
      <p>Categories are unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  const sorted = (parent: number | null) =>
    sortCategories(byParent.get(parent) ?? [], sort.key, sort.direction);
  // Spec §3: the gender category is held apart, after the others whatever the sort.
  const roots = sorted(null).filter((root) => !isGenderCategory(root));
  const gender = sorted(null).find(isGenderCategory);

  return (
    <>
      <h1>All product categories</h1>
      <SortControl>
        <SelectField
          label="Sort categories"
          value={sortValue}
          onChange={(event) => setSortValue(event.target.value)}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </SortControl>
      <Sections>
        {roots.map((root) => (
          <CategorySection key={root.id} root={root} sorted={sorted} />
        ))}
      </Sections>
      {gender && (
        <Sections>
          <CategorySection root={gender} sorted={sorted} />
        </Sections>
      )}
    </>
  );
}
