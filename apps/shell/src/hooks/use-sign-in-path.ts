import { useLocation } from 'react-router';
import { pagePath, signInPath } from '@vouch/domain';

/** The header's "Sign In": back to the page it was followed from once signed in (issue #58, the walk). */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return pathname === pagePath('login')
    ? `${pathname}${search}`
    : signInPath(`${pathname}${search}`);
}
