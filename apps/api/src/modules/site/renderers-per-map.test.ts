import type { RemotesManifest } from '@vouch/contracts';
import { renderersPerMap } from './renderers-per-map';
import type { PageRenderRequest, ServerRenderer } from './server-renderer';

const everyones: RemotesManifest = { search: '/static/search/mf-manifest.json' };
const canary: RemotesManifest = { search: '/static/releases/search/v2/mf-manifest.json' };
const otherCanary: RemotesManifest = { search: '/static/releases/search/v3/mf-manifest.json' };

const pageWith = (remotes: RemotesManifest): PageRenderRequest => ({
  location: '/reviews/search?q=mug',
  remote: 'search',
  remotes,
  cookie: undefined,
  savedLocale: { currency: null, country: null, dateLocale: 'en-GB' },
  hints: { phone: false, cookieConsentAnswered: true },
});

/** A renderer that renders its own name and records what it was asked to load and whether it was closed. */
function namedRenderer(name: string) {
  const record = { loaded: [] as RemotesManifest[], closed: false };
  const renderer: ServerRenderer = {
    render: async () => ({ rendered: true, html: name, styleTags: '', state: {} }),
    loadRemotes: async (remotes) => void record.loaded.push(remotes),
    close: async () => void (record.closed = true),
  };
  return { renderer, record };
}

function setUp() {
  const main = namedRenderer('everyone');
  const made: ReturnType<typeof namedRenderer>[] = [];
  const renderers = renderersPerMap(main.renderer, () => {
    made.push(namedRenderer(`isolated ${made.length + 1}`));
    return made.at(-1)!.renderer;
  });
  const renderedBy = async (remotes: RemotesManifest) => {
    const result = await renderers.render(pageWith(remotes));
    return result.rendered ? result.html : result.reason;
  };
  return { main, made, renderers, renderedBy };
}

describe('renderersPerMap', () => {
  it('renders everyone’s map in this thread, loaded once however often the same maps are served', async () => {
    const { main, made, renderers, renderedBy } = setUp();
    renderers.serveMaps(everyones, []);
    renderers.serveMaps(everyones, []);
    expect(await renderedBy(everyones)).toBe('everyone');
    expect(main.record.loaded).toEqual([everyones]);
    expect(made).toEqual([]);
  });

  it('gives a running canary’s map a renderer of its own, loaded ahead, and ends it when the canary ends', async () => {
    const { main, made, renderers, renderedBy } = setUp();
    renderers.serveMaps(everyones, [canary]);
    expect(made).toHaveLength(1);
    expect(made[0]!.record.loaded).toEqual([canary]);
    expect(await renderedBy(canary)).toBe('isolated 1');
    expect(await renderedBy(everyones)).toBe('everyone');

    // Promoted: the canary's map is everyone's now, rendered in this thread; its own renderer ends.
    renderers.serveMaps(canary, []);
    expect(made[0]!.record.closed).toBe(true);
    expect(main.record.loaded).toEqual([everyones, canary]);
    expect(await renderedBy(canary)).toBe('everyone');
  });

  it('leaves a page whose map is no longer served for the browser', async () => {
    const { renderers, renderedBy } = setUp();
    renderers.serveMaps(everyones, [canary]);
    renderers.serveMaps(everyones, [otherCanary]);
    expect(await renderedBy(otherCanary)).toBe('isolated 2');
    expect(await renderedBy(canary)).toBe('its remotes map is not served');
  });

  it('renders no page before the maps are served: this thread’s copy keeps to everyone’s map', async () => {
    const { main, renderedBy } = setUp();
    expect(await renderedBy(canary)).toBe('its remotes map is not served');
    expect(main.record.loaded).toEqual([]);
  });

  it('ends everyone’s renderer and every canary’s when the site closes', async () => {
    const { main, made, renderers } = setUp();
    renderers.serveMaps(everyones, [canary, otherCanary]);
    await renderers.close();
    expect(main.record.closed).toBe(true);
    expect(made.map((isolated) => isolated.record.closed)).toEqual([true, true]);
  });
});
