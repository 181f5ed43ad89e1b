import { useContext } from 'react';
import { Link } from 'react-router';
import styled, { css, useTheme } from 'styled-components';
import { useLoggedInFlagSync, useMe } from '@vouch/api-client';
import { media } from '@vouch/design-system';
import { useHideOnScrollDown } from '../../hooks/use-hide-on-scroll-down';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useHeaderLayout } from '../../hooks/use-header-layout';
import { useSignInPath } from '../../hooks/use-sign-in-path';
import { MobileMenu } from './mobile-menu';
import { ServerHintsContext } from '../server-hints';
import { SearchBar } from '../../features/search-bar/components/search-bar';
import { AccountMenu } from './account-menu';
import { HeaderDropdown } from './header-dropdown';
import { pagePath } from '@vouch/domain';

const Bar = styled.header<{ $sticky: boolean; $hidden: boolean }>`
  ${({ $sticky, $hidden, theme }) =>
    $sticky &&
    css`
      position: sticky;
      top: 0;
      z-index: ${theme.layers.stickyHeader};
      /* Moved only while hidden: a transform makes the header the frame of the menu's fixed panel. */
      transform: ${$hidden ? 'translateY(-100%)' : 'none'};
      transition: transform 0.2s ease-out;
    `}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeightMobile}px;
  padding: 0 ${({ theme }) => theme.space.md};
  ${media.mobile} {
    /* Phones: logo and menu on the first row, the search bar folds onto its own row below. */
    flex-wrap: wrap;
    row-gap: 0;
    /* The first row keeps off the screen's top edge as the search bar keeps off the bottom one. */
    padding-top: ${({ theme }) => theme.space.sm};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.desktop} {
    min-height: ${({ theme }) => theme.layout.headerHeight}px;
  }
`;

const Logo = styled(Link)`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const DesktopOnly = styled.div`
  display: none;
  ${media.desktop} {
    display: block;
  }
`;

export function Header() {
  const { data: me } = useMe();
  useLoggedInFlagSync();
  const layout = useHeaderLayout();
  const signInPath = useSignInPath();
  // Spec §9: mobile is up to 767 px.
  const mobile = useMediaQuery('(max-width: 767px)', useContext(ServerHintsContext).phone);
  const theme = useTheme();
  // On the search page on mobile, the header and the page's filter/sort bar share the top edge.
  const swaps = mobile && layout.onSearchPage;
  const hidden = useHideOnScrollDown(swaps, theme.layout.headerHeightMobile);
  return (
    <Bar $sticky={swaps} $hidden={hidden} data-hidden={hidden || undefined}>
      <Logo to={pagePath('home')} aria-label="Vouch home">
        Vouch
      </Logo>
      {layout.searchBar ? (
        <SearchBar key={layout.searchBarKey} showCategorySelector={layout.searchCategorySelector} />
      ) : null}
      {layout.desktopWriteReview ? (
        <DesktopOnly>
          <Link to={pagePath('writeReview')}>Write a review</Link>
        </DesktopOnly>
      ) : null}
      {/* The server renders the menus of the width its hint guessed (issue #58: the phone's works without script). */}
      {mobile ? (
        <MobileMenu reviewer={me?.reviewer ?? null} redesign={layout.redesign} />
      ) : (
        <>
          <HeaderDropdown signedIn={layout.signedIn} redesign={layout.redesign} />
          {/* Signed in by the page's flag while me.json is on its way: no 'Sign In' to flash before the account menu. */}
          {me?.reviewer ? (
            <AccountMenu reviewer={me.reviewer} />
          ) : layout.signedIn ? null : (
            <Link to={signInPath}>Sign In</Link>
          )}
        </>
      )}
    </Bar>
  );
}
