import { Link } from 'react-router';
import styled from 'styled-components';
import { pagePath, userMenuItems } from '@vouch/domain';
import { Button } from '@vouch/design-system';
import { useGetAccountMenuCountsQuery } from '../api/account-menu-api';
import { useSignOut } from '../hooks/use-sign-out';

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface UserMenuItemsProps {
  slug: string;
  /** Called as an entry is chosen (the menu closes). */
  onChoose?: () => void;
  /**
   * False in the menu the server sends for before the page's script runs: nothing is counted
   * (the counts are the script's to ask for) and Sign out is the sign-out page's link.
   */
  live?: boolean;
}

/**
 * Spec §2 user menu entries as list items (My Profile, Following, Feed, Sign out) and issue #29's
 * ways in, each with what waits behind it; the counts are asked for when the menu opens.
 */
export function UserMenuItems({ slug, onChoose, live = true }: UserMenuItemsProps) {
  const signOut = useSignOut();
  const { data } = useGetAccountMenuCountsQuery(undefined, {
    skip: !live,
    refetchOnMountOrArgChange: true,
  });
  const counts = data
    ? {
        ordersAwaitingReview: data.orders_awaiting_review,
        shopInbox: data.shop_inbox,
        arbitratorDesk: data.arbitrator_desk,
      }
    : null;
  return (
    <>
      {userMenuItems(slug, counts).map((item) => (
        <li key={item.label}>
          {item.to === pagePath('logout') && live ? (
            <Button
              $variant="link"
              onClick={() => {
                onChoose?.();
                void signOut();
              }}
            >
              {item.label}
            </Button>
          ) : (
            <Link to={item.to} onClick={onChoose}>
              {item.label}
              {/* A space of its own, so the link reads "Write a review 2 waiting" and not "review2". */}
              {item.count ? ' ' : null}
              {item.count ? (
                <Count>
                  {item.count}
                  <span className="visually-hidden"> waiting</span>
                </Count>
              ) : null}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}
