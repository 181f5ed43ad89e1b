import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeReviewListView,
  reviewListViewFromAddress,
  withReviewListView,
  type ReviewListView,
} from '@vouch/domain';

/**
 * A review list's view, kept in the address (issue #18): Back returns to the page and filters
 * before, a shared link shows the same reviews. Filter changes go back to page 1 (spec §4),
 * paging keeps the filters. `types[0]` is the list's default review type.
 */
export function useReviewListView<Type extends string>(types: readonly [Type, ...Type[]]) {
  const [params, setParams] = useSearchParams();
  const inAddress = useMemo(() => reviewListViewFromAddress(params, types), [params, types]);
  // The controls show a choice at once: the router applies an address change in a transition,
  // and a controlled checkbox would spring back until it ends.
  const [view, showAtOnce] = useOptimistic(inAddress);
  const show = useCallback(
    (next: ReviewListView<Type>) =>
      startTransition(() => {
        showAtOnce(next);
        setParams((current) => withReviewListView(current, next, types[0]));
      }),
    [setParams, showAtOnce, types],
  );
  return {
    view,
    /** The address of another view of this list: its links and no-script forms go there. */
    addressOf: useCallback(
      (next: ReviewListView<Type>) => `?${withReviewListView(params, next, types[0])}`,
      [params, types],
    ),
    change: (change: Partial<Omit<ReviewListView<Type>, 'page'>>) =>
      show(changeReviewListView(view, change)),
    goToPage: (page: number) => show({ ...view, page }),
  };
}
