import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetMeQuery } from '@vouch/api-client';
import { media } from '@vouch/design-system';
import { AccountMenu } from './account-menu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.layout.headerHeightMobile}px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.desktop} {
    min-height: ${({ theme }) => theme.layout.headerHeight}px;
  }
`;

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1;
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; list-style: none; margin: 0; padding: 0; }
  a { color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const NAV_ITEMS = [
  ['Home', '/reviews'],
  ['Product categories', '/reviews/categories'],
  ['Find stores', '/reviews/store_search'],
  ['Find people', '/reviews/people'],
  ['How it works', '/reviews/how-it-works'],
] as const;

export function Header() {
  const { data: me } = useGetMeQuery();
  return (
    <Bar>
      <Logo to="/reviews" aria-label="Vouch home">
        Vouch
      </Logo>
      <Nav aria-label="Main">
        <ul>
          {NAV_ITEMS.map(([label, to]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </Nav>
      {me?.reviewer ? <AccountMenu reviewer={me.reviewer} /> : <Link to="/login">Sign In</Link>}
    </Bar>
  );
}
