import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, type Suggestion } from '@vouch/domain';
import { useLazyGetInstantSearchQuery } from './instant-search-api';

/**
 * Spec §4 search box: typing is debounced 200 ms, a new query cancels the previous request, and
 * answers are cached per text (RTK Query's cache, keyed by the text).
 */
export function useInstantSearch(text: string): Suggestion[] {
  const [fetchSuggestions] = useLazyGetInstantSearchQuery();
  const [answer, setAnswer] = useState<{ text: string; suggestions: Suggestion[] }>({
    text: '',
    suggestions: [],
  });
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    let request: ReturnType<typeof fetchSuggestions> | null = null;
    const timer = setTimeout(() => {
      request = fetchSuggestions(query, true);
      request.unwrap().then(
        (data) => setAnswer({ text: query, suggestions: data.suggestions }),
        () => undefined,
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [query, fetchSuggestions]);

  return query && answer.text === query ? answer.suggestions : [];
}
