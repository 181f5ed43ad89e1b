import { SERVER_STATE_ELEMENT_ID } from '@vouch/domain';
import type { ServerState } from '@vouch/api-client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore } from '../app/store';
import { loadRemoteOnce } from '../federation/remote-loads';
import { startApp } from './start-app';

// The boot's seams: how React takes the root, and where the page's remote comes from. The app
// itself is not what is tested here, only which way the page is taken over.
jest.mock('react-dom/client', () => ({
  hydrateRoot: jest.fn(),
  createRoot: jest.fn(() => ({ render: jest.fn() })),
}));
jest.mock('../app/app', () => ({ App: () => null }));
jest.mock('../federation/remote-registry', () => ({
  registerRemotesFromManifest: jest.fn(async () => undefined),
}));
jest.mock('../federation/remote-loads', () => ({
  remoteOfPage: () => 'search',
  loadRemoteOnce: jest.fn(),
  remoteForPageReady: jest.fn(async () => undefined),
}));

const serverState: ServerState = {
  api: createAppStore().getState().api,
  locale: { currency: '*', country: null, rates: {}, dateLocale: 'en-US' },
  hints: { phone: false, cookieConsentAnswered: true },
  formattedTexts: {},
};

/** A page as the server sends it: its rendered root, with or without the state it was rendered with. */
function serverPage(state: ServerState | null) {
  document.body.innerHTML = `<div id="root"><main>Results for mugs</main></div>${
    state
      ? `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${JSON.stringify(state)}</script>`
      : ''
  }`;
}

beforeEach(() => jest.clearAllMocks());

describe('startApp', () => {
  it('hydrates the server’s page once the page’s remote has loaded here', async () => {
    serverPage(serverState);
    jest.mocked(loadRemoteOnce).mockResolvedValue({ default: () => null });
    await startApp();
    expect(hydrateRoot).toHaveBeenCalledWith(document.getElementById('root'), expect.anything());
    expect(createRoot).not.toHaveBeenCalled();
  });

  it('renders the page afresh, not hydrating, when its remote failed to load here', async () => {
    serverPage(serverState);
    jest.mocked(loadRemoteOnce).mockResolvedValue({
      remoteUnavailable: true,
      id: 'search/Routes',
      reason: 'HTTP 503',
    });
    await startApp();
    expect(createRoot).toHaveBeenCalledWith(document.getElementById('root'));
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it('renders a page that came without the server’s state', async () => {
    serverPage(null);
    await startApp();
    expect(createRoot).toHaveBeenCalled();
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(loadRemoteOnce).not.toHaveBeenCalled();
  });
});
