import { useMemo } from 'react';
import { useGetAllCategoriesQuery } from '@vouch/api-client';
import { ALL_CATEGORIES_LABEL, buildCategoryTree, searchCategoryChoices } from '@vouch/domain';

/** The search bar's category selector (spec §2): every first-level category and the chosen deeper one. */
export function SearchCategorySelector({
  value,
  onChange,
}: {
  value: string;
  onChange: (categoryId: string) => void;
}) {
  const { data: categories } = useGetAllCategoriesQuery();
  const tree = useMemo(
    () => (categories ? buildCategoryTree(categories.categories) : null),
    [categories],
  );
  const choices = useMemo(
    () => (tree ? searchCategoryChoices(tree, value ? Number(value) : null) : []),
    [tree, value],
  );
  return (
    <select
      name="category_id"
      aria-label="Category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{ALL_CATEGORIES_LABEL}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
