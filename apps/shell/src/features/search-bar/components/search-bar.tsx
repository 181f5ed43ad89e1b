import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentPageMeta } from '@vouch/api-client';
import {
  canSubmitSearch,
  nextSuggestionIndex,
  pagePath,
  type Suggestion,
  suggestionList,
} from '@vouch/domain';
import { useGoToSearch } from '../hooks/use-go-to-search';
import { useInstantSearch } from '../hooks/use-instant-search';
import { useSearchBoxText } from '../hooks/use-search-box-text';
import { MagnifierIcon } from './magnifier-icon';
import { Form, ShopPill } from './search-bar.styles';
import { SearchCategorySelector } from './search-category-selector';
import { SearchSuggestions } from './search-suggestions';

/**
 * The search bar (spec §2, §4): 'Search for product', clear button, category selector on the
 * search page, suggestions with 'in {category}' rows, 'Browse by category' when there are none.
 */
export function SearchBar({ showCategorySelector }: { showCategorySelector: boolean }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onSearchPage = pathname === pagePath('PageSearch');
  const { text, setText, searched } = useSearchBoxText(
    onSearchPage ? (params.get('q') ?? '') : null,
  );
  const [categoryId, setCategoryId] = useState(() =>
    onSearchPage ? (params.get('category_id') ?? '') : '',
  );
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const goToSearch = useGoToSearch();
  const listId = `${useId()}-suggestions`;
  // Suggestions show only in the focused box: the text a search page put there asks for none until then.
  const fetched = useInstantSearch(focused ? text : '');
  const suggestions = useMemo(() => suggestionList(text, fetched), [text, fetched]);
  const open = focused && suggestions.length > 0;
  // Spec §2: "a removable 'This store only' pill on shop pages": their page JSON carries shop_data.
  const { data: page } = useCurrentPageMeta();
  const [shopOnly, setShopOnly] = useState(true);
  const shop = shopOnly ? (page?.shop_data ?? null) : null;

  const go = (suggestion: Suggestion) => {
    if (!canSubmitSearch(suggestion.text)) return;
    setFocused(false);
    setActive(-1);
    searched(suggestion.text);
    (document.activeElement as HTMLElement | null)?.blur();
    goToSearch({
      q: suggestion.text,
      categoryId: suggestion.id ?? (categoryId ? Number(categoryId) : null),
      shop,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(
      active >= 0 && suggestions[active]
        ? suggestions[active]
        : { id: null, text, category_name: null },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(true);
      setActive((current) =>
        nextSuggestionIndex(current, event.key === 'ArrowDown' ? 1 : -1, suggestions.length),
      );
    } else if (event.key === 'Escape') {
      setFocused(false);
      setActive(-1);
    }
  };

  return (
    // Without script the form itself searches: a GET to the search page with the same names.
    <Form
      role="search"
      aria-label="Products"
      method="get"
      action={pagePath('PageSearch')}
      onSubmit={onSubmit}
    >
      {showCategorySelector ? (
        <SearchCategorySelector value={categoryId} onChange={setCategoryId} />
      ) : null}
      {shop ? (
        <ShopPill>
          <input type="hidden" name="shop_domain" value={shop.domain} />
          <input type="hidden" name="platform" value={shop.platform} />
          <input type="hidden" name="search_in_shop" value="true" />
          This store only
          <button
            type="button"
            aria-label="Remove 'This store only'"
            onClick={() => setShopOnly(false)}
          >
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
        name="q"
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
        <MagnifierIcon />
      </button>
      <SearchSuggestions
        listId={listId}
        suggestions={suggestions}
        active={active}
        open={open}
        browseOffered={focused && suggestions.length === 0}
        onChoose={go}
        onBrowse={() => setFocused(false)}
      />
    </Form>
  );
}
