import { Link } from 'react-router';
import { pagePath, userMenuItems } from '@vouch/domain';
import { Button } from '@vouch/design-system';
import { useSignOut } from '../hooks/use-sign-out';

/** Spec §2 user menu entries as list items: My Profile, Following, Feed, Sign out. */
export function UserMenuItems({ slug, onChoose }: { slug: string; onChoose: () => void }) {
  const signOut = useSignOut();
  return (
    <>
      {userMenuItems(slug).map((item) => (
        <li key={item.label}>
          {item.to === pagePath('logout') ? (
            <Button
              $variant="link"
              onClick={() => {
                onChoose();
                void signOut();
              }}
            >
              {item.label}
            </Button>
          ) : (
            <Link to={item.to} onClick={onChoose}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}
