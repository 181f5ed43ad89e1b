import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { MobileMenu } from './mobile-menu';

const server = setupServer(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer())));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderMenu(options: { overlay?: boolean; closeOnOutsideClick?: boolean } = {}) {
  const rendered = renderRoute(
    <>
      <p>Page text</p>
      <MobileMenu reviewer={null} redesign={false} {...options} />
    </>,
    { pattern: '/reviews', url: '/reviews' },
  );
  const menu = () => screen.queryByRole('dialog', { name: 'Menu' });
  const openMenu = () => rendered.user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { ...rendered, menu, openMenu };
}

describe('the mobile menu (spec §4 "Mobile menu")', () => {
  it('opens with an overlay that locks scroll, and closes on an outside click', async () => {
    const { user, menu, openMenu } = renderMenu();
    await openMenu();
    expect(menu()?.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByTestId('mobile-menu-overlay'));
    expect(menu()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('with no overlay, leaves the page unlocked and usable, and still closes on a click outside it', async () => {
    const { user, menu, openMenu } = renderMenu({ overlay: false });
    await openMenu();
    expect(screen.queryByTestId('mobile-menu-overlay')).toBeNull();
    expect(menu()?.getAttribute('aria-modal')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('link', { name: 'Sign In' }).closest('nav')!);
    expect(menu()).not.toBeNull();
    await user.click(screen.getByText('Page text'));
    expect(menu()).toBeNull();
  });

  it('stays open on outside clicks when outside-click closing is disabled, with or without the overlay', async () => {
    for (const overlay of [true, false]) {
      const { user, menu, openMenu, unmount } = renderMenu({ overlay, closeOnOutsideClick: false });
      await openMenu();
      await user.click(
        overlay ? screen.getByTestId('mobile-menu-overlay') : screen.getByText('Page text'),
      );
      expect(menu()).not.toBeNull();
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(menu()).toBeNull();
      unmount();
    }
  });
});
