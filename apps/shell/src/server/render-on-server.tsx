import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@vouch/contracts';
import { currencyNamedInAddress, FormattedTexts } from '@vouch/domain';
import {
  api,
  categoriesApi,
  localeFromMe,
  localeSettled,
  dateLocaleSettled,
  pageMetaApi,
  pageMetaArg,
  sessionApi,
  type ServerQueryContext,
  type ServerState,
} from '@vouch/api-client';
import { renderToReadableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import type { ServerHints } from '../app/server-hints';
import { createAppStore, type AppStore } from '../app/store';
import { loadRemoteOnce, serveRemotesFrom } from '../federation/remote-loads';
import { isRemoteUnavailable } from '../federation/remote-unavailable';
import { runCommonJsModule } from './common-js-module';

export interface RenderRequest {
  /** Path and query of the page. */
  location: string;
  /** The remote that owns the page, if any. */
  remote: string | null;
  /** The trusted remotes map: name -> the remote's server entry URL. */
  remotes: RemotesManifest;
  /** Reads a file of a remote's server build: the entry and its chunks. */
  fetchRemoteFile: (url: string) => Promise<Response>;
  /** What the visitor's request says of them (phone, cookie question answered): rendered so. */
  hints: ServerHints;
  /** The currency and country the visitor chose (their cookies), and the date locale of their languages. */
  savedLocale: { currency: string | null; country: string | null; dateLocale: string };
  /** The store's in-process API, as the visitor. */
  server: ServerQueryContext;
  /** The page is given up (rendered in the browser instead) when it is not ready by then. */
  deadline: number;
}

export type RenderResult =
  | { rendered: true; html: string; styleTags: string; state: ServerState }
  | { rendered: false; reason: string; error?: unknown };

/** Queries that only start once an earlier one answered (a page's list after its page JSON) need a pass each. */
const MAX_PASSES = 4;

/**
 * Where the federation runtime's plugin reads remote files. Module state because the runtime is
 * one per thread and takes its plugins once (readRemoteFilesWith registers them at the first
 * render); each render or load then points it at its own reader (the worker's, answered by the
 * main thread). server-renderer.test.ts covers a load that outlives the render that started it.
 */
let remoteFiles: RenderRequest['fetchRemoteFile'] | null = null;

type RemoteEntryExports = Awaited<
  ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>
>;

/** Runs a remote's server entry, read through the remote files, as Node would; its container. */
async function remoteEntryFrom(url: string, globalName: string): Promise<RemoteEntryExports> {
  const response = await remoteFiles!(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return runCommonJsModule(await response.text(), url, globalName) as RemoteEntryExports;
}

/**
 * The remotes' server builds are read through `fetchRemoteFile` (this site's own from disk):
 * their entries here, their chunks through the node runtime plugin's fetch.
 */
function readRemoteFilesWith(fetchRemoteFile: RenderRequest['fetchRemoteFile']): void {
  const first = remoteFiles === null;
  remoteFiles = fetchRemoteFile;
  if (!first) return;
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'vouch-server-remote-files',
    loadEntry: ({ remoteInfo }) => remoteEntryFrom(remoteInfo.entry, remoteInfo.entryGlobalName),
    fetch: (url: string) => remoteFiles!(url),
  };
  // The shell's own instance loads the entries; each remote's instance, made as it starts, loads its chunks.
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

function beforeDeadline<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than the budget`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One render to a string once everything (lazy pages too) is ready; any error fails the whole page. */
async function renderToHtml(element: React.ReactNode, deadline: number): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, {
    // Every boundary in place in the HTML: no boundary sent apart with a script to move it (the CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(Math.max(0, deadline - Date.now())),
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}

/**
 * The locale as the browser settles it once me.json answers (prices in the chosen currency, lists
 * for the chosen country), with the currency an address names, as the browser applies it next.
 */
function settleLocale(
  store: AppStore,
  saved: RenderRequest['savedLocale'],
  currencyInAddress: string | null,
): void {
  const me = sessionApi.endpoints.getMe.select({ exchangeRates: true })(store.getState()).data;
  if (!me) return;
  const locale = localeFromMe(me, { ...saved, rates: null });
  const named = currencyNamedInAddress(currencyInAddress, locale.rates);
  store.dispatch(localeSettled(named ? { ...locale, currency: named } : locale));
}

/**
 * Loads every remote's server build before the first visitor asks for one of its pages (that
 * page would otherwise wait for it, or miss the budget). Answers the remotes that failed, and why.
 */
export async function loadRemotes(
  request: Pick<RenderRequest, 'remotes' | 'fetchRemoteFile'>,
): Promise<string[]> {
  readRemoteFilesWith(request.fetchRemoteFile);
  serveRemotesFrom(request.remotes);
  const loaded = await Promise.all(
    Object.keys(request.remotes).map(async (name) => ({
      name,
      result: await loadRemoteOnce(name),
    })),
  );
  return loaded.flatMap(({ name, result }) =>
    isRemoteUnavailable(result) ? [`${name}: ${result.reason}`] : [],
  );
}

/**
 * Renders the page as the browser's first render will: the page's remote loaded, its queries
 * answered (a render starts them, the next renders with their data), its styles collected. A
 * remote that cannot load, a render that throws or a page not ready by the deadline answers
 * `rendered: false`, and the browser renders that page as it would without a server.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  try {
    readRemoteFilesWith(request.fetchRemoteFile);
    serveRemotesFrom(request.remotes);
    if (request.remote) {
      const loaded = await beforeDeadline(
        loadRemoteOnce(request.remote),
        request.deadline,
        `loading ${request.remote}`,
      );
      // Kept until the map names another build for it, as a browser keeps its failed load until "Try again".
      if (isRemoteUnavailable(loaded))
        return { rendered: false, reason: `${request.remote} could not load: ${loaded.reason}` };
    }
    const store = createAppStore(request.server);
    store.dispatch(dateLocaleSettled(request.savedLocale.dateLocale));
    // What every page asks first (the header's and the page's JSON), asked at once: a render fewer.
    const [pathname = '/', search = ''] = request.location.split('?', 2);
    store.dispatch(sessionApi.endpoints.getMe.initiate({ exchangeRates: true }));
    store.dispatch(
      pageMetaApi.endpoints.getPageMeta.initiate(
        pageMetaArg({ pathname, search: search ? `?${search}` : '' }),
      ),
    );
    store.dispatch(categoriesApi.endpoints.getAllCategories.initiate());
    await beforeDeadline(
      Promise.all(store.dispatch(api.util.getRunningQueriesThunk())),
      request.deadline,
      'the page data',
    );
    settleLocale(store, request.savedLocale, new URLSearchParams(search).get('currency'));
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const sheet = new ServerStyleSheet();
      const formattedTexts = new FormattedTexts({}, true);
      try {
        const html = await renderToHtml(
          sheet.collectStyles(
            <App
              store={store}
              serverLocation={request.location}
              serverHints={request.hints}
              formattedTexts={formattedTexts}
            />,
          ),
          request.deadline,
        );
        const running = store.dispatch(api.util.getRunningQueriesThunk());
        if (running.length === 0) {
          const { api: apiState, locale } = store.getState();
          return {
            rendered: true,
            html,
            styleTags: sheet.getStyleTags(),
            state: {
              api: apiState,
              locale,
              hints: request.hints,
              formattedTexts: formattedTexts.toJSON(),
            },
          };
        }
        await beforeDeadline(Promise.all(running), request.deadline, 'the page data');
      } finally {
        sheet.seal();
      }
    }
    return { rendered: false, reason: `queries were still starting after ${MAX_PASSES} renders` };
  } catch (error) {
    return {
      rendered: false,
      reason: error instanceof Error ? error.message : String(error),
      error,
    };
  }
}
