import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Pagination, visiblePages, type PaginationProps } from './pagination';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and two either side of the current page, with gaps', () => {
    expect(visiblePages(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50]);
    expect(visiblePages(1, 50)).toEqual([1, 2, 3, null, 50]);
  });
});

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onNavigate = jest.fn();
  const { unmount } = render(
    <Pagination
      current={10}
      total={50}
      hrefFor={(page) => `?page=${page}`}
      onNavigate={onNavigate}
      label="Review pages"
      {...props}
    />,
    {
      wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    },
  );
  return { user: userEvent.setup(), onNavigate, unmount };
}

describe('Pagination', () => {
  it('links Previous, the first, last and nearby pages and Next, the current page marked, gaps hidden from screen readers', () => {
    renderPagination();
    const nav = screen.getByRole('navigation', { name: 'Review pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Previous', '?page=9'],
      ['1', '?page=1'],
      ['8', '?page=8'],
      ['9', '?page=9'],
      ['10', '?page=10'],
      ['11', '?page=11'],
      ['12', '?page=12'],
      ['50', '?page=50'],
      ['Next', '?page=11'],
    ]);
    expect(screen.getByRole('link', { current: 'page' })).toBe(
      screen.getByRole('link', { name: 'Page 10' }),
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(
      within(nav)
        .getAllByText('…')
        .every((gap) => gap.getAttribute('aria-hidden') === 'true'),
    ).toBe(true);
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { unmount } = renderPagination({ current: 1, total: 3 });
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    unmount();
    renderPagination({ current: 3, total: 3 });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shows nothing when everything fits on one page', () => {
    renderPagination({ current: 1, total: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('navigates in the page on a plain click (also Enter on a link), and leaves a ctrl-click to the browser (a new tab)', async () => {
    const { user, onNavigate } = renderPagination();
    // Whether the page kept the browser from following the link; jsdom cannot follow it anyway.
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      await user.click(screen.getByRole('link', { name: 'Page 12' }));
      expect(onNavigate).toHaveBeenLastCalledWith(12, '?page=12');
      screen.getByRole('link', { name: 'Next' }).focus();
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenLastCalledWith(11, '?page=11');
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Page 50' }));
      await user.keyboard('{/Control}');
      expect(onNavigate).toHaveBeenCalledTimes(2);
      expect(prevented).toEqual([true, true, false]);
    } finally {
      document.removeEventListener('click', record);
    }
  });
});
