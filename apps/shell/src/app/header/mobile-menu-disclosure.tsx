import type { Ref } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CurrentReviewer } from '@vouch/contracts';
import { buttonLook } from '@vouch/design-system';
import { useSignInPath } from '../../hooks/use-sign-in-path';
import { SiteMenuLinks } from '../../features/menus/components/site-menu-links';
import { UserMenuItems } from '../../features/menus/components/user-menu-items';
import { dimmedPage, Panel, Top } from './mobile-menu.styles';

const WhenClosed = styled.span``;
const WhenOpen = styled.span``;

const Dimmed = styled.span`
  ${dimmedPage}
  display: none;
  cursor: default;
`;

/** Where the script's menu has its close button: over the panel's top right corner. */
const CloseMark = styled.span`
  ${buttonLook('secondary')}
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.layers.menuClose};
  display: none;
`;

const Summary = styled.summary`
  ${buttonLook('secondary')}
`;

/*
 * Only a click on its <summary> opens or closes a <details>: open, the summary's own parts are the
 * dimmed page and the close button, so a click on either closes the menu as the script's does.
 */
const Disclosure = styled.details`
  &[open] ${WhenClosed}, &:not([open]) ${WhenOpen} {
    display: none;
  }
  &[open] ${Dimmed} {
    display: block;
  }
  &[open] ${CloseMark} {
    display: inline-flex;
  }
  &[open] > summary:focus-visible ${CloseMark} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface MobileMenuDisclosureProps {
  reviewer: CurrentReviewer | null;
  redesign: boolean;
  ref: Ref<HTMLDetailsElement>;
}

/**
 * The phone menu as the server sends it and until the page's script takes over (issue #58: the
 * menu works without script): the same links in the same panel, opened and closed by the browser
 * itself. Links work as links; the script's menu then replaces it (see MobileMenu).
 */
export function MobileMenuDisclosure({ reviewer, redesign, ref }: MobileMenuDisclosureProps) {
  const signInPath = useSignInPath();
  return (
    // The browser opens it before hydration when it is clicked: its `open` is not the server's.
    <Disclosure ref={ref} suppressHydrationWarning>
      <Summary>
        <span aria-hidden="true">☰</span>
        <WhenClosed className="visually-hidden">Open menu</WhenClosed>
        <WhenOpen className="visually-hidden">Close menu</WhenOpen>
        <Dimmed aria-hidden="true" />
        <CloseMark aria-hidden="true">×</CloseMark>
      </Summary>
      <Panel>
        <Top />
        <nav aria-label="Account">
          <ul>
            {reviewer ? (
              <UserMenuItems slug={reviewer.slug} live={false} />
            ) : (
              <li>
                <Link to={signInPath}>Sign In</Link>
              </li>
            )}
          </ul>
        </nav>
        <SiteMenuLinks signedIn={reviewer !== null} redesign={redesign} mobile />
      </Panel>
    </Disclosure>
  );
}
