import styled from 'styled-components';
import type { CurrentReviewer } from '@vouch/contracts';
import { avatarImage } from '@vouch/domain';
import { Avatar, Button } from '@vouch/design-system';
import { usePopover } from '../../hooks/use-popover';
import { UserMenuItems } from '../../features/menus/components/user-menu-items';

const HEADER_AVATAR_SIZE = 28;

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: 30;
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
  }
`;

/** Spec §2: avatar and 'My Account', expanding to My Profile, Following, Feed and Sign out. */
export function AccountMenu({ reviewer }: { reviewer: CurrentReviewer }) {
  const { open, id, wrapper, trigger, close, toggle } = usePopover();
  return (
    <Wrapper ref={wrapper}>
      <Button
        ref={trigger}
        $variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        <Avatar
          name={reviewer.name}
          initial={reviewer.reviewer_initial}
          image={avatarImage(reviewer.avatar_image_url, reviewer.gravatar_hash, HEADER_AVATAR_SIZE)}
          verifiedBuyer={reviewer.verified_buyer}
          size={HEADER_AVATAR_SIZE}
        />
        My Account
      </Button>
      {open ? (
        <Menu id={id}>
          <UserMenuItems slug={reviewer.slug} onChoose={close} />
        </Menu>
      ) : null}
    </Wrapper>
  );
}
