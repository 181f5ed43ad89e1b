import { Link } from 'react-router';
import styled from 'styled-components';
import {
  categoryPath,
  childrenOf,
  featuredCategory,
  sortCategories,
  type CategoryRecord,
  type CategoryTree,
} from '@vouch/domain';

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: 25;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Columns = styled.div<{ $count: number }>`
  flex: 1;
  columns: ${({ $count }) => $count};
  column-gap: ${({ theme }) => theme.space.xl};
  li {
    break-inside: avoid;
  }
`;

const Group = styled.li`
  margin-bottom: ${({ theme }) => theme.space.md};
  > a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Level2List = styled.ul`
  min-width: 220px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding-right: ${({ theme }) => theme.space.md} !important;
  a[aria-current='true'] {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const AllLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Featured = styled(Link)`
  width: 200px;
  text-align: center;
  img {
    width: 200px;
    height: 200px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    display: block;
  }
`;

interface PanelProps {
  id: string;
  tree: CategoryTree;
  category: CategoryRecord;
  activeLevel2: number | null;
  onActivateLevel2: (id: number) => void;
  onNavigate: () => void;
}

const ordered = (tree: CategoryTree, category: CategoryRecord) =>
  sortCategories(childrenOf(tree, category), 'bar_order');

/** A category's children as a list of links, in bar order. */
function ChildLinks({
  tree,
  category,
  onNavigate,
  label,
}: {
  tree: CategoryTree;
  category: CategoryRecord;
  onNavigate: () => void;
  label?: string;
}) {
  return (
    <ul aria-label={label}>
      {ordered(tree, category).map((leaf) => (
        <li key={leaf.id}>
          <Link to={categoryPath(leaf)} onClick={onNavigate}>
            {leaf.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A level-1 category's panel (spec §2): in flat view its level-2 categories fill three columns;
 * otherwise level-2 items sit on the left and the hovered one's children fill two columns. A
 * featured image column shows when the first child has an image.
 */
export function MegaMenuPanel({
  id,
  tree,
  category,
  activeLevel2,
  onActivateLevel2,
  onNavigate,
}: PanelProps) {
  const level2 = ordered(tree, category);
  const featured = featuredCategory(tree, category);
  const active = level2.find((child) => child.id === activeLevel2) ?? level2[0];
  return (
    <Panel
      id={id}
      role="region"
      aria-label={`${category.name} categories`}
      data-view={category.bar_flat_view ? 'flat' : 'two-pane'}
    >
      {category.bar_flat_view ? (
        <Columns $count={3}>
          <AllLink
            to={categoryPath(category)}
            onClick={onNavigate}
          >{`All ${category.name}`}</AllLink>
          <ul>
            {level2.map((child) => (
              <Group key={child.id}>
                <Link to={categoryPath(child)} onClick={onNavigate}>
                  {child.name}
                </Link>
                <ChildLinks tree={tree} category={child} onNavigate={onNavigate} />
              </Group>
            ))}
          </ul>
        </Columns>
      ) : (
        <>
          <Level2List>
            <li>
              <AllLink
                to={categoryPath(category)}
                onClick={onNavigate}
              >{`All ${category.name}`}</AllLink>
            </li>
            {level2.map((child) => (
              <li key={child.id}>
                <Link
                  to={categoryPath(child)}
                  aria-current={child.id === active?.id ? 'true' : undefined}
                  onMouseEnter={() => child.children.length > 0 && onActivateLevel2(child.id)}
                  onFocus={() => child.children.length > 0 && onActivateLevel2(child.id)}
                  onClick={onNavigate}
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </Level2List>
          {active ? (
            <Columns $count={2}>
              <AllLink
                to={categoryPath(active)}
                onClick={onNavigate}
              >{`All ${active.name}`}</AllLink>
              <ChildLinks
                tree={tree}
                category={active}
                onNavigate={onNavigate}
                label={`${active.name} categories`}
              />
            </Columns>
          ) : null}
        </>
      )}
      {featured ? (
        <Featured to={categoryPath(featured)} onClick={onNavigate}>
          <img src={featured.image_url!} alt="" width={200} height={200} loading="lazy" />
          <span>{featured.name}</span>
        </Featured>
      ) : null}
    </Panel>
  );
}
