import { useState } from 'react';
import { changeReviewListView, defaultReviewListView, type ReviewListView } from '@vouch/domain';

/** A review list's view state: filter changes go back to page 1 (spec §4), paging keeps the filters. */
export function useReviewListView<Type extends string>(defaultType: Type) {
  const [view, setView] = useState<ReviewListView<Type>>(() => defaultReviewListView(defaultType));
  return {
    view,
    change: (change: Partial<Omit<ReviewListView<Type>, 'page'>>) => setView((current) => changeReviewListView(current, change)),
    goToPage: (page: number) => setView((current) => ({ ...current, page })),
  };
}
