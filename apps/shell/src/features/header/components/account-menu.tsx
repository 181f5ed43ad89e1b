import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CurrentReviewer } from '@vouch/contracts';
import { useSignOutMutation } from '@vouch/api-client';
import { Avatar, Button } from '@vouch/design-system';

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
  z-index: 20;
  a, button { display: block; width: 100%; padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; text-align: left; }
`;

/** Spec §2: avatar and 'My Account'; My Profile, Following, Feed and Sign out. */
export function AccountMenu({ reviewer }: { reviewer: CurrentReviewer }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const onSignOut = async () => {
    setOpen(false);
    await signOut().unwrap().catch(() => undefined);
    navigate('/reviews');
  };

  return (
    <Wrapper ref={wrapper}>
      <Button $variant="secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <Avatar name={reviewer.name} initial={reviewer.reviewer_initial} image={reviewer.avatar_image_url} verifiedBuyer={reviewer.verified_buyer} size={28} />
        My Account
      </Button>
      {open ? (
        <Menu id={menuId} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          <li>
            <Link to={`/reviews/users/${reviewer.slug}`}>My Profile</Link>
          </li>
          <li>
            <Link to="/reviews/following">Following</Link>
          </li>
          <li>
            <Link to="/reviews/feed">Feed</Link>
          </li>
          <li>
            <Button $variant="link" onClick={onSignOut}>
              Sign out
            </Button>
          </li>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
