import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { CurrentReviewer } from '@vouch/contracts';
import { theme } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';
import { meAnswer } from '@vouch/ui-testing';
import { createAppStore } from '../store';
import { MobileMenu } from './mobile-menu';

const server = setupServer(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer())));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => document.body.replaceChildren());

const page = (reviewer: CurrentReviewer | null = null) => (
  <Provider store={createAppStore()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/reviews/how-it-works']}>
        <MobileMenu reviewer={reviewer} redesign={false} />
      </MemoryRouter>
    </ThemeProvider>
  </Provider>
);

/** The page as the server sends it: HTML only, no script has run on it. */
function serverPage(reviewer: CurrentReviewer | null = null): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page(reviewer));
  document.body.append(root);
  return root;
}

/** The page's script starts on the server's HTML; the errors React recovered from (a mismatch) are kept. */
async function hydrate(root: HTMLElement): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('the phone menu without script (issue #58: the menu works with script off)', () => {
  it("is the browser's own disclosure: its summary opens and closes a panel of real links", async () => {
    const root = serverPage();
    const menu = root.querySelector('details')!;
    const summary = menu.querySelector('summary')!;
    expect(summary.textContent).toContain('Open menu');
    expect(menu.open).toBe(false);
    summary.click();
    expect(menu.open).toBe(true);
    const site = within(menu).getByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Find people' }).getAttribute('href')).toBe(
      '/reviews/people',
    );
    expect(within(menu).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toContain(
      'return_to=%2Freviews%2Fhow-it-works',
    );
    summary.click();
    expect(menu.open).toBe(false);
  });

  it("lists a reviewer's entries as links, Sign out the sign-out page's", () => {
    const root = serverPage(meAnswer({}).reviewer);
    const account = within(root).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(
      pagePath('privateProfile', { slug: 'tess-tester' }),
    );
    expect(within(account).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe(
      pagePath('logout'),
    );
  });

  it("gives way to the script's button and focus-managed dialog, with no mismatch", async () => {
    const root = serverPage();
    expect(await hydrate(root)).toEqual([]);
    expect(root.querySelector('details')).toBeNull();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await userEvent.click(open);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
  });

  it('stays open when it was opened before the script started', async () => {
    const root = serverPage();
    root.querySelector('summary')!.click();
    expect(await hydrate(root)).toEqual([]);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
