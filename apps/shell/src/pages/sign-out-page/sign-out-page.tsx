import { Link } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';
import { Button, PageIntro, Spinner } from '@vouch/design-system';
import { useSignOut } from '../../features/menus/hooks/use-sign-out';

/**
 * `/logout` as an address: a page whose button signs out with a POST and the CSRF token. Opening
 * the address signs no one out, so a link or an image on another site cannot.
 */
export function SignOutPage() {
  const { data: me, isLoading } = useMe();
  const signOut = useSignOut();
  if (isLoading) return <Spinner />;
  if (!me?.reviewer) {
    return (
      <>
        <PageIntro
          title="You are signed out"
          description="Nobody is signed in to Vouch in this browser."
        />
        <p>
          <Link to={pagePath('login')}>Sign in</Link> or{' '}
          <Link to={pagePath('home')}>go to the home page</Link>.
        </p>
      </>
    );
  }
  return (
    <>
      <PageIntro title="Sign out" description={`You are signed in as ${me.reviewer.name}.`} />
      <Button onClick={() => void signOut()}>Sign out</Button>
    </>
  );
}
