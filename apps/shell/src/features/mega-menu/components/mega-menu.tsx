import { useCallback, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetAllCategoriesQuery } from '@vouch/api-client';
import { ALL_CATEGORIES_LABEL, buildCategoryTree, megaMenuRoots, pagePath } from '@vouch/domain';
import { media } from '@vouch/design-system';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useMegaMenu } from '../hooks/use-mega-menu';
import { MegaMenuPanel } from './mega-menu-panel';

const Nav = styled.nav`
  position: relative;
  display: none;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.tabletUp} {
    display: block;
  }
`;

const Bar = styled.ul`
  display: flex;
  min-height: 44px;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  button,
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  button[aria-expanded='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The category banner (spec §2): hover or keyboard opens a level-1 category's panel. */
export function MegaMenu() {
  const { data } = useGetAllCategoriesQuery();
  const tree = useMemo(() => (data ? buildCategoryTree(data.categories) : null), [data]);
  const menu = useMegaMenu();
  const panelId = useId();
  const nav = useRef<HTMLElement>(null);
  const openTrigger = useCallback(
    () => nav.current?.querySelector<HTMLElement>('button[aria-expanded="true"]'),
    [],
  );
  useDismiss(menu.level1 !== null, nav, menu.close, openTrigger);
  // The bar keeps its height while the categories load, so the page under it does not move.
  if (!tree) {
    return (
      <Nav as="div" aria-hidden="true">
        <Bar as="div" />
      </Nav>
    );
  }
  const roots = megaMenuRoots(tree);
  const active = menu.level1 === null ? null : tree.byId.get(menu.level1);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    menu.open(id);
    // Into the panel once it has rendered.
    requestAnimationFrame(() =>
      nav.current?.querySelector<HTMLElement>(`[id="${panelId}"] a`)?.focus(),
    );
  };

  return (
    <Nav
      ref={nav}
      aria-label="Product categories"
      onMouseLeave={menu.scheduleClose}
      onMouseEnter={menu.cancelClose}
    >
      <Bar>
        <li>
          <Link to={pagePath('categoryIndex')} onClick={menu.close}>
            {ALL_CATEGORIES_LABEL}
          </Link>
        </li>
        {roots.map((root) => (
          <li key={root.id}>
            <button
              type="button"
              aria-expanded={menu.level1 === root.id}
              aria-controls={menu.level1 === root.id ? panelId : undefined}
              onMouseEnter={() => menu.open(root.id)}
              onClick={() => (menu.level1 === root.id ? menu.close() : menu.open(root.id))}
              onKeyDown={(event) => onKeyDown(event, root.id)}
            >
              {root.name}
            </button>
          </li>
        ))}
      </Bar>
      {active ? (
        <MegaMenuPanel
          id={panelId}
          tree={tree}
          category={active}
          activeLevel2={menu.level2}
          onActivateLevel2={menu.activateLevel2}
          onNavigate={menu.close}
        />
      ) : null}
    </Nav>
  );
}
