import styled from 'styled-components';
import { PlainList } from '../list/plain-list';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.xl} 0;
`;

const PageLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandStrong};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
  }
  &:hover:not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: flex-end;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

/** The pages shown: first, last, and two either side of the current one, with gaps as null. */
export function visiblePages(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export interface PaginationProps {
  current: number;
  total: number;
  /** The URL of a page: real links, so pages open in new tabs and history works. */
  hrefFor(page: number): string;
  /** Client-side navigation; the link's default is prevented when given. */
  onNavigate?(page: number, href: string): void;
  label?: string;
}

/** Previous, numbered and next page links. Nothing when everything fits on one page. */
export function Pagination({
  current,
  total,
  hrefFor,
  onNavigate,
  label = 'Pages',
}: PaginationProps) {
  if (total <= 1) return null;
  const link = (
    page: number,
    text: string,
    extra: { rel?: string; 'aria-label'?: string; 'aria-current'?: 'page' } = {},
  ) => (
    <PageLink
      href={hrefFor(page)}
      {...extra}
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
          return;
        event.preventDefault();
        onNavigate(page, hrefFor(page));
      }}
    >
      {text}
    </PageLink>
  );
  return (
    <Nav aria-label={label}>
      <PlainList as="ol" $inline>
        {current > 1 && <li>{link(current - 1, 'Previous', { rel: 'prev' })}</li>}
        {visiblePages(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`}>
              <Gap aria-hidden="true">…</Gap>
            </li>
          ) : (
            <li key={page}>
              {link(page, String(page), {
                'aria-label': `Page ${page}`,
                ...(page === current ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          ),
        )}
        {current < total && <li>{link(current + 1, 'Next', { rel: 'next' })}</li>}
      </PlainList>
    </Nav>
  );
}
