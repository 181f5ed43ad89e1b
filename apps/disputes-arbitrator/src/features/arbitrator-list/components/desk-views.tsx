import { Link } from 'react-router';
import styled from 'styled-components';
import { ARBITRATOR_VIEW_LABELS, ARBITRATOR_VIEWS, type ArbitratorView } from '@vouch/domain';

const Views = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface DeskViewsProps {
  /** The view shown, or the review reports' queue. */
  current: ArbitratorView | 'reports';
  /** The address of a view: the other filters and the search are kept, the page starts again. */
  hrefFor(view: ArbitratorView): string;
  reportsHref: string;
}

/** The desk's views and its reports queue as links (each is an address to share), the one shown marked for screen readers. */
export function DeskViews({ current, hrefFor, reportsHref }: DeskViewsProps) {
  return (
    <nav aria-label="Desk views">
      <Views>
        {ARBITRATOR_VIEWS.map((view) => (
          <li key={view}>
            <Link to={hrefFor(view)} aria-current={view === current ? 'page' : undefined}>
              {ARBITRATOR_VIEW_LABELS[view]}
            </Link>
          </li>
        ))}
        <li>
          <Link to={reportsHref} aria-current={current === 'reports' ? 'page' : undefined}>
            Review reports
          </Link>
        </li>
      </Views>
    </nav>
  );
}
