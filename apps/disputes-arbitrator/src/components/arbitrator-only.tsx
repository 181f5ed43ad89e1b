import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, signInPath } from '@vouch/domain';
import { Spinner } from '@vouch/design-system';

/** Arbitrator pages: a guest signs in first; anyone signed in who is not an arbitrator is sent home (the server answers them 403). */
export function ArbitratorOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: me, isError } = useMe();
  if (!me && !isError) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (me.reviewer.role !== 'arbitrator') return <Navigate to={pagePath('home')} replace />;
  return children;
}
