import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  canSubmitSearch,
  nextSuggestionIndex,
  suggestionList,
  type Suggestion,
} from '@vouch/domain';
import type { SearchSuggestionsProps } from './search-suggestions';
import { useInstantSearch } from './use-instant-search';

export interface SearchSuggestionsOptions {
  text: string;
  onTextChange(text: string): void;
  /** Searches what was chosen: the active suggestion, a clicked one, or the typed text. */
  onChoose(suggestion: Suggestion): void;
}

/**
 * A product search box with suggestions (spec §2, §4): every box that searches products uses it,
 * so they suggest alike. Spread `input` on the text input, pass `dropdown` to
 * <SearchSuggestions> inside the form (its positioned ancestor), and `onSubmit` to the form, which
 * stays a GET to the search page with `q` for a browser without script.
 */
export function useSearchSuggestions({ text, onTextChange, onChoose }: SearchSuggestionsOptions) {
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}-suggestions`;
  // Suggestions show only in the focused box: the text a search page put there asks for none until then.
  const fetched = useInstantSearch(focused ? text : '');
  const suggestions = useMemo(() => suggestionList(text, fetched), [text, fetched]);
  const open = focused && suggestions.length > 0;

  const choose = (suggestion: Suggestion) => {
    if (!canSubmitSearch(suggestion.text)) return;
    setFocused(false);
    setActive(-1);
    (document.activeElement as HTMLElement | null)?.blur();
    onChoose(suggestion);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(
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

  return {
    onSubmit,
    input: {
      // type text, not search: Escape closes the suggestions instead of wiping the text.
      type: 'text',
      inputMode: 'search',
      enterKeyHint: 'search',
      role: 'combobox',
      name: 'q',
      'aria-label': 'Search for product',
      placeholder: 'Search for product',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
      autoComplete: 'off',
      value: text,
      onChange: (event: { target: { value: string } }) => {
        onTextChange(event.target.value);
        setActive(-1);
      },
      onFocus: () => setFocused(true),
      // Blur closes the dropdown; a click on a suggestion lands first (onMouseDown).
      onBlur: () => setFocused(false),
      onKeyDown,
    },
    dropdown: {
      listId,
      suggestions,
      active,
      open,
      browseOffered: focused && suggestions.length === 0,
      onChoose: choose,
      onBrowse: () => setFocused(false),
    } satisfies SearchSuggestionsProps,
  } as const;
}
