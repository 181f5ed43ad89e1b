import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentPageMeta } from '@vouch/api-client';
import { SearchSuggestions, useSearchSuggestions } from '@vouch/catalog-ui';
import { pagePath } from '@vouch/domain';
import { useGoToSearch } from '../hooks/use-go-to-search';
import { useSearchBoxText } from '../hooks/use-search-box-text';
import { MagnifierIcon } from './magnifier-icon';
import { Form, ShopPill } from './search-bar.styles';
import { SearchCategorySelector } from './search-category-selector';

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
  const goToSearch = useGoToSearch();
  // Spec §2: "a removable 'This store only' pill on shop pages": their page JSON carries shop_data.
  const { data: page } = useCurrentPageMeta();
  const [shopOnly, setShopOnly] = useState(true);
  const shop = shopOnly ? (page?.shop_data ?? null) : null;
  const box = useSearchSuggestions({
    text,
    onTextChange: setText,
    onChoose: (suggestion) => {
      searched(suggestion.text);
      goToSearch({
        q: suggestion.text,
        categoryId: suggestion.id ?? (categoryId ? Number(categoryId) : null),
        shop,
      });
    },
  });

  return (
    // Without script the form itself searches: a GET to the search page with the same names.
    <Form
      role="search"
      aria-label="Products"
      method="get"
      action={pagePath('PageSearch')}
      onSubmit={box.onSubmit}
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
      <input {...box.input} />
      {text ? (
        <button type="button" aria-label="Clear search" onClick={() => setText('')}>
          ×
        </button>
      ) : null}
      <button type="submit" aria-label="Search">
        <MagnifierIcon />
      </button>
      <SearchSuggestions {...box.dropdown} />
    </Form>
  );
}
