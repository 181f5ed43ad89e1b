import { Navigate, Route, Routes, useLocation } from 'react-router';
import {
  FIXED_REDIRECTS,
  legacyShopRedirect,
  matchPageRoute,
  pagePattern,
  remoteForRoute,
} from '@vouch/domain';
import { RemoteOutlet } from '../federation/remote-outlet';
import { LoginPage } from '../pages/login-page/login-page';
import { SignOutPage } from '../pages/sign-out-page/sign-out-page';
import { NotFoundPage } from '../pages/not-found-page/not-found-page';

/** Every path that is not the shell's own goes to the remote that owns it, a redirect, or a 404. */
function RemotePage() {
  const { pathname, search, hash } = useLocation();
  const redirect = FIXED_REDIRECTS[pathname] ?? legacyShopRedirect(pathname);
  if (redirect) return <Navigate to={`${redirect}${search}${hash}`} replace />;
  const match = matchPageRoute(pathname);
  const remote = match ? remoteForRoute(match.name) : null;
  return remote ? <RemoteOutlet name={remote} /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={pagePattern('login')} element={<LoginPage />} />
      <Route path={pagePattern('logout')} element={<SignOutPage />} />
      <Route path="*" element={<RemotePage />} />
    </Routes>
  );
}
