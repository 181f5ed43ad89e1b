import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@vouch/design-system';
import { AppRoutes } from '../routing/app-routes';
import { Layout } from './layout';
import { PhoneHintContext } from './phone-hint';
import type { AppStore } from './store';

/**
 * The whole site; `serverLocation` renders it on the server at that path and query. `onStarted`
 * runs once the site is the script's: hydrated or rendered, its first effects run.
 */
export function App({
  store,
  serverLocation,
  phoneHint = false,
  onStarted,
}: {
  store: AppStore;
  serverLocation?: string;
  /** Whether the server rendered the phone layout (see PhoneHintContext). */
  phoneHint?: boolean;
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
        <PhoneHintContext.Provider value={phoneHint}>
          <GlobalStyle />
          {serverLocation === undefined ? <BrowserRouter>{page}</BrowserRouter> : <StaticRouter location={serverLocation}>{page}</StaticRouter>}
        </PhoneHintContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
