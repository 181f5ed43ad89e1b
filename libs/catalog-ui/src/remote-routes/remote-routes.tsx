import { createElement, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import {
  matchPageRoute,
  pagePattern,
  remoteForRoute,
  routeNamesOf,
  type RemoteName,
  type RouteNameOf,
} from '@vouch/domain';
import type { LazyPage } from './lazy-page';

/** A remote's pages: exactly one component for each route the routing table gives the remote. */
export type RemotePages<Remote extends RemoteName> = {
  [Name in RouteNameOf<Remote>]: ComponentType;
};

/**
 * A remote's `<Routes>`, built from the routing table (libs/domain): the shell mounts the remote for
 * exactly these paths, and the remote cannot answer any other.
 */
export function RemoteRoutes<Remote extends RemoteName>({
  remote,
  pages,
}: {
  remote: Remote;
  pages: RemotePages<Remote>;
}) {
  return (
    <Routes>
      {routeNamesOf(remote).map((name) => (
        <Route key={name} path={pagePattern(name)} element={createElement(pages[name])} />
      ))}
    </Routes>
  );
}

/**
 * Loads the code of the remote's page at `pathname` when that page loads apart (`lazyPage`), so
 * its first render has it: the shell waits for it before hydrating a server-rendered page.
 */
export async function preloadRemotePage<Remote extends RemoteName>(
  remote: Remote,
  pages: RemotePages<Remote>,
  pathname: string,
): Promise<void> {
  const match = matchPageRoute(pathname);
  if (!match || remoteForRoute(match.name) !== remote) return;
  const page = pages[match.name as RouteNameOf<Remote>] as Partial<LazyPage>;
  await page.preload?.();
}
