import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { FormattedTextsContext } from '@vouch/api-client';
import type { FormattedTexts } from '@vouch/domain';
import { GlobalStyle, theme } from '@vouch/design-system';
import { AppRoutes } from '../routing/app-routes';
import { LiveLocationContext, readBrowserLocation } from '../routing/live-location';
import { Layout } from './layout';
import { ServerHintsContext, type ServerHints } from './server-hints';
import type { AppStore } from './store';

// Only hydration reads the hints: a page the browser renders alone takes its screen and cookies at once.
const BROWSER_ONLY: ServerHints = { phone: false, cookieConsentAnswered: true };

/**
 * The whole site; `serverLocation` renders it on the server at that path and query. `onStarted`
 * runs once the site is the script's: hydrated or rendered, its first effects run.
 */
export function App({
  store,
  serverLocation,
  serverHints = BROWSER_ONLY,
  formattedTexts,
  onStarted,
}: {
  store: AppStore;
  serverLocation?: string;
  /** What the server rendered with (see ServerHints); a page the browser renders alone needs none. */
  serverHints?: ServerHints;
  /** The server's render writes its dates and prices down here; the browser hydrating it reads them. */
  formattedTexts?: FormattedTexts;
  onStarted?: () => void;
}) {
  useEffect(() => onStarted?.(), [onStarted]);
  const page = (
    <Layout>
      <AppRoutes />
    </Layout>
  );
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ServerHintsContext.Provider value={serverHints}>
          <FormattedTextsContext.Provider value={formattedTexts}>
            <GlobalStyle />
            {serverLocation === undefined ? (
              <LiveLocationContext.Provider value={readBrowserLocation}>
                <BrowserRouter>{page}</BrowserRouter>
              </LiveLocationContext.Provider>
            ) : (
              <StaticRouter location={serverLocation}>{page}</StaticRouter>
            )}
          </FormattedTextsContext.Provider>
        </ServerHintsContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
