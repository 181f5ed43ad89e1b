import type { ServerState } from '@vouch/api-client';
import type { RemoteLoadResult } from '../federation/remote-loads';
import { isRemoteUnavailable } from '../federation/remote-unavailable';

/** How the script takes a page over: hydrating the server's HTML, or rendering the page afresh. */
export type PageStart = 'hydrate' | 'render';

/**
 * Hydrating needs the first render to be the server's page: the state it was rendered with, and
 * its remote's routes here (`pageRemote`: null for a page of the shell's own). A remote that could
 * not load here shows its notice instead of the page, which the server did not render: hydrating
 * over it would keep the server's page unanswering, so the page is rendered afresh.
 */
export function pageStartOf(
  serverState: ServerState | null,
  pageRemote: RemoteLoadResult | null,
): PageStart {
  return serverState !== null && !isRemoteUnavailable(pageRemote) ? 'hydrate' : 'render';
}
