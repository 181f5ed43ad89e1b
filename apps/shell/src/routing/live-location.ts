import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export interface LiveLocation {
  pathname: string;
  search: string;
  state: unknown;
}

/**
 * Where the address bar is at this moment. The browser router renders a new location in a
 * transition, so a keypress can be handled by a render that still shows the one before (a sort
 * chosen, then Enter at once): a handler that builds the next address from this one reads it here.
 */
export const LiveLocationContext = createContext<(() => LiveLocation) | null>(null);

export function readBrowserLocation(): LiveLocation {
  const { pathname, search } = window.location;
  // react-router's browser history keeps navigate()'s state under `usr`.
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { pathname, search, state };
}

/** A reader of the live location; the rendered one where no browser router provides it (a test's memory router). */
export function useLiveLocation(): () => LiveLocation {
  const rendered = useLocation();
  const read = useContext(LiveLocationContext);
  return read ?? (() => rendered);
}
