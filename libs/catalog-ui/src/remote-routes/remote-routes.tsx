import { createElement, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { pagePattern, routeNamesOf, type RemoteName, type RouteNameOf } from '@vouch/domain';

/** A remote's pages: exactly one component for each route the routing table gives the remote. */
export type RemotePages<Remote extends RemoteName> = { [Name in RouteNameOf<Remote>]: ComponentType };

/**
 * A remote's `<Routes>`, built from the routing table (libs/domain): the shell mounts the remote for
 * exactly these paths, and the remote cannot answer any other.
 */
export function RemoteRoutes<Remote extends RemoteName>({ remote, pages }: { remote: Remote; pages: RemotePages<Remote> }) {
  return (
    <Routes>
      {routeNamesOf(remote).map((name) => (
        <Route key={name} path={pagePattern(name)} element={createElement(pages[name])} />
      ))}
    </Routes>
  );
}
