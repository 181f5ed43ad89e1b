import { useNavigate } from 'react-router';
import { useSignOutMutation } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';

/** Signs out with a POST carrying the CSRF token (not a plain link: it changes state), then goes home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  return async () => {
    await signOut()
      .unwrap()
      .catch(() => undefined);
    navigate(pagePath('home'));
  };
}
