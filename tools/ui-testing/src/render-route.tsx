import { configureStore } from '@reduxjs/toolkit';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { ThemeProvider } from 'styled-components';
import { api, rootReducer } from '@vouch/api-client';
import { theme } from '@vouch/design-system';

/** The store the shell makes: the one api slice and the root reducer remotes inject into. */
function createTestStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export interface RenderedRoute extends Omit<RenderResult, 'rerender'> {
  /** Renders the page again with `element` (same store, router and address). */
  rerender(element: ReactElement): void;
  user: UserEvent;
  store: ReturnType<typeof createTestStore>;
  /** The address as the router has it now (path and query). */
  location(): string;
  /** What the browser's Back button does. */
  back(): Promise<void>;
  /** Goes to `to` as the page's own code would (with router `state`, say). */
  navigate(to: string, options?: { state?: unknown; replace?: boolean }): Promise<void>;
}

/**
 * Renders `element` as the page at `pattern`, opened at `url`, with the shell's store, theme and a
 * memory router (so navigation and Back work), for route-level tests with the network in MSW.
 */
export function renderRoute(
  element: ReactElement,
  { pattern, url }: { pattern: string; url: string },
): RenderedRoute {
  const store = createTestStore();
  let current = url;
  let navigate: NavigateFunction | null = null;
  function LocationProbe() {
    const location = useLocation();
    navigate = useNavigate();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  const page = (ui: ReactElement) => (
    <>
      <LocationProbe />
      <Routes>
        <Route path={pattern} element={ui} />
      </Routes>
    </>
  );
  const result = render(page(element), {
    wrapper: ({ children }) => (
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </ThemeProvider>
      </Provider>
    ),
  });
  return {
    ...result,
    rerender: (ui: ReactElement) => result.rerender(page(ui)),
    store,
    user: userEvent.setup(),
    location: () => current,
    back: () =>
      act(async () => {
        await navigate!(-1);
      }),
    navigate: (to, options) =>
      act(async () => {
        await navigate!(to, options);
      }),
  };
}
