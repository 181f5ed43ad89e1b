import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { searchTextTyped } from '@vouch/api-client';

/**
 * The search box's text. On the search page (`addressQ` not null) the box follows the search the
 * address names when it changes (Back, a pill, a link), so only text typed and not searched yet
 * differs from the results below it. Typed text is published for the search page (spec §5).
 */
export function useSearchBoxText(addressQ: string | null) {
  const [text, setText] = useState(addressQ ?? '');
  const [shownQ, setShownQ] = useState(addressQ);
  if (addressQ !== shownQ) {
    setShownQ(addressQ);
    if (addressQ !== null) setText(addressQ);
  }
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(searchTextTyped(text));
  }, [dispatch, text]);
  // A search from the box counts as seen at once: Back may come before the page of its results has rendered.
  const searched = (q: string) => {
    setText(q);
    if (addressQ !== null) setShownQ(q);
  };
  return { text, setText, searched };
}
