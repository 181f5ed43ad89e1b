import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { searchTextTyped, useCurrentPageMeta, useGetAllCategoriesQuery } from '@vouch/api-client';
import {
  ALL_CATEGORIES_LABEL,
  buildCategoryTree,
  cameFromCategory,
  canSubmitSearch,
  nextSearchSortBy,
  nextSuggestionIndex,
  pagePath,
  searchCategoryChoices,
  searchParamsFromQuery,
  searchPath,
  type Suggestion,
  suggestionList,
} from '@vouch/domain';
import { media } from '@vouch/design-system';
import { useLiveLocation } from '../../../routing/live-location';
import { useInstantSearch } from '../hooks/use-instant-search';

const Form = styled.form`
  position: relative;
  flex: 1;
  /* A flex item is as wide as its content by default; the input shrinks instead. */
  min-width: 0;
  display: flex;
  align-items: center;
  max-width: 640px;
  ${media.mobile} {
    order: 1;
    flex-basis: 100%;
    max-width: none;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
    background: transparent;
  }
  select {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 40%;
    min-height: 44px;
    border: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill} 0 0 ${({ theme }) => theme.radii.pill};
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: none;
    cursor: pointer;
    font: inherit;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ShopPill = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  margin-left: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  button {
    min-width: 32px;
    min-height: 32px;
    color: inherit;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: 40;
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  li {
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  li span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

/**
 * The search bar (spec §2, §4): 'Search for product', clear button, category selector on the
 * search page, suggestions with 'in {category}' rows, 'Browse by category' when there are none.
 */
export function SearchBar({ showCategorySelector }: { showCategorySelector: boolean }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const liveLocation = useLiveLocation();
  const onSearchPage = pathname === pagePath('PageSearch');
  const addressQ = onSearchPage ? (params.get('q') ?? '') : null;
  const [text, setText] = useState(addressQ ?? '');
  // The box follows the search the address names when it changes (Back, a pill, a link), so only
  // text typed and not searched yet differs from the results below it. A search from the box counts
  // as seen at once: Back may come before the page of its results has rendered.
  const [shownQ, setShownQ] = useState(addressQ);
  if (addressQ !== shownQ) {
    setShownQ(addressQ);
    if (addressQ !== null) setText(addressQ);
  }
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(searchTextTyped(text));
  }, [dispatch, text]);
  const [categoryId, setCategoryId] = useState(() => (onSearchPage ? (params.get('category_id') ?? '') : ''));
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  // Suggestions show only in the focused box: the text a search page put there asks for none until then.
  const fetched = useInstantSearch(focused ? text : '');
  const suggestions = useMemo(() => suggestionList(text, fetched), [text, fetched]);
  const { data: categories } = useGetAllCategoriesQuery(undefined, { skip: !showCategorySelector });
  const tree = useMemo(() => (categories ? buildCategoryTree(categories.categories) : null), [categories]);
  const choices = useMemo(() => (tree ? searchCategoryChoices(tree, categoryId ? Number(categoryId) : null) : []), [tree, categoryId]);
  const open = focused && suggestions.length > 0;
  // Spec §2: "a removable 'This store only' pill on shop pages": their page JSON carries shop_data.
  const { data: page } = useCurrentPageMeta();
  const [shopOnly, setShopOnly] = useState(true);
  const shop = shopOnly ? (page?.shop_data ?? null) : null;

  const go = (suggestion: Suggestion) => {
    if (!canSubmitSearch(suggestion.text)) return;
    setFocused(false);
    setActive(-1);
    setText(suggestion.text);
    if (onSearchPage) setShownQ(suggestion.text);
    (document.activeElement as HTMLElement | null)?.blur();
    const now = liveLocation();
    const sortBy = nextSearchSortBy({
      onSearchPage: now.pathname === pagePath('PageSearch'),
      sortBy: searchParamsFromQuery(now.search).sort_by,
      cameFromCategory: cameFromCategory(now),
    });
    navigate(searchPath({ q: suggestion.text, categoryId: suggestion.id ?? (categoryId ? Number(categoryId) : null), shop, sortBy }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(active >= 0 && suggestions[active] ? suggestions[active] : { id: null, text, category_name: null });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(true);
      setActive((current) => nextSuggestionIndex(current, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Escape') {
      setFocused(false);
      setActive(-1);
    }
  };

  return (
    <Form role="search" aria-label="Products" onSubmit={onSubmit}>
      {showCategorySelector ? (
        <select aria-label="Category" value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">{ALL_CATEGORIES_LABEL}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      ) : null}
      {shop ? (
        <ShopPill>
          This store only
          <button type="button" aria-label="Remove 'This store only'" onClick={() => setShopOnly(false)}>
            ×
          </button>
        </ShopPill>
      ) : null}
      <input
        // type text, not search: Escape closes the suggestions instead of wiping the text.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-label="Search for product"
        placeholder="Search for product"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onFocus={() => setFocused(true)}
        // Blur closes the dropdown; a click on a suggestion lands first (onMouseDown).
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {text ? (
        <button type="button" aria-label="Clear search" onClick={() => setText('')}>
          ×
        </button>
      ) : null}
      <button type="submit" aria-label="Search">
        ⌕
      </button>
      {focused && suggestions.length === 0 ? (
        <Dropdown>
          <Link to={pagePath('categoryIndex')} onMouseDown={(event) => event.preventDefault()} onClick={() => setFocused(false)}>
            Browse by category
          </Link>
        </Dropdown>
      ) : null}
      <Dropdown hidden={!open}>
        <ul id={listId} role="listbox" aria-label="Suggestions">
          {open
            ? suggestions.map((suggestion, index) => (
                <li
                  key={`${suggestion.id ?? 'text'}:${suggestion.text}:${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(suggestion);
                  }}
                >
                  {suggestion.text}
                  {suggestion.category_name ? <span>{` in ${suggestion.category_name}`}</span> : null}
                </li>
              ))
            : null}
        </ul>
      </Dropdown>
    </Form>
  );
}
