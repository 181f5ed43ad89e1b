import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@vouch/design-system';
import { AppRoutes } from '../routing/app-routes';
import { Layout } from './layout';
import type { AppStore } from './store';

/** The whole site; `serverLocation` renders it on the server at that path and query. */
export function App({ store, serverLocation }: { store: AppStore; serverLocation?: string }) {
  const page = (
    <Layout>
      <AppRoutes />
    </Layout>
  );
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {serverLocation === undefined ? <BrowserRouter>{page}</BrowserRouter> : <StaticRouter location={serverLocation}>{page}</StaticRouter>}
      </ThemeProvider>
    </Provider>
  );
}
