import { useEffect } from 'react';
import { useCurrentPageMeta } from '@vouch/api-client';

/** Keeps document.title and the description in step with the page's server metadata on navigation. */
export function usePageHead(): void {
  const { data } = useCurrentPageMeta();
  useEffect(() => {
    if (!data) return;
    document.title = data.meta_data.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', data.meta_data.description);
  }, [data]);
}
