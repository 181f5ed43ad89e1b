import { useEffect } from 'react';
import { scriptSafeJson, STRUCTURED_DATA_ELEMENT_ID } from '@vouch/domain';

/** The site's origin for the data's URLs; none on the server, where the head carries its own copy of the data. */
export function structuredDataOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Keeps the page's one JSON-LD script (the server renders it into the first page's head) in step
 * with the page the shopper moved to, and removes it when they leave or there is none to give.
 * It is marked with its page's path: the shell drops it on a navigation to another path.
 */
export function useStructuredData(data: object | null): void {
  const body = data ? scriptSafeJson(data) : null;
  useEffect(() => {
    let script = document.getElementById(STRUCTURED_DATA_ELEMENT_ID);
    if (!body) {
      script?.remove();
      return;
    }
    if (!script) {
      script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      script.id = STRUCTURED_DATA_ELEMENT_ID;
      document.head.append(script);
    }
    script.dataset.path = window.location.pathname;
    script.textContent = body;
    return () => document.getElementById(STRUCTURED_DATA_ELEMENT_ID)?.remove();
  }, [body]);
}
