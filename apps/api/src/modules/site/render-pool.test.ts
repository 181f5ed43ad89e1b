import type { RemotesManifest } from '@vouch/contracts';
import { everyonesRendererOf, renderPool, RENDERS_PER_THREAD } from './render-pool';
import type { PageRenderRequest, ServerRenderer, ServerRenderResult } from './server-renderer';

const remotes: RemotesManifest = { search: '/static/search/mf-manifest.json' };
const page: PageRenderRequest = {
  location: '/reviews/search?q=mug',
  remote: 'search',
  remotes,
  cookie: undefined,
  savedLocale: { currency: null, country: null, dateLocale: 'en-GB' },
  hints: { phone: false, cookieConsentAnswered: true },
};

/** A thread whose renders wait until the test lets them finish; it answers its own name. */
function heldThread(name: string) {
  const held: (() => void)[] = [];
  const record = {
    loaded: [] as RemotesManifest[],
    closed: false,
    asked: [] as PageRenderRequest[],
  };
  const renderer: ServerRenderer = {
    render: (request) =>
      new Promise<ServerRenderResult>(
        (resolve) =>
          record.asked.push(request) &&
          held.push(() => resolve({ rendered: true, html: name, styleTags: '', state: {} })),
      ),
    loadRemotes: async (map) => void record.loaded.push(map),
    close: async () => void (record.closed = true),
  };
  return { renderer, record, finishOne: () => held.shift()?.() };
}

const renderedBy = (result: ServerRenderResult) => (result.rendered ? result.html : result.reason);

describe('renderPool', () => {
  it('gives each page to the thread with the fewest renders in hand', async () => {
    const [a, b] = [heldThread('a'), heldThread('b')];
    const pool = renderPool([a.renderer, b.renderer]);
    const first = pool.render(page);
    const second = pool.render(page);
    a.finishOne();
    expect(renderedBy(await first)).toBe('a');
    const third = pool.render(page);
    a.finishOne();
    b.finishOne();
    expect([renderedBy(await second), renderedBy(await third)]).toEqual(['b', 'a']);
  });

  it('sends a page to the browser at once when every thread has its fill, and renders again as they free up', async () => {
    const [a, b] = [heldThread('a'), heldThread('b')];
    const pool = renderPool([a.renderer, b.renderer]);
    const taken = Array.from({ length: 2 * RENDERS_PER_THREAD }, () => pool.render(page));
    expect(await pool.render(page)).toEqual({
      rendered: false,
      reason: 'every rendering thread has its fill of pages',
      fallback: 'threads-full',
    });
    b.finishOne();
    await Promise.race(taken);
    const next = pool.render(page);
    for (let finished = 0; finished < 2 * RENDERS_PER_THREAD; finished++)
      [a, b].forEach((thread) => thread.finishOne());
    expect(renderedBy(await next)).toBe('b');
    expect((await Promise.all(taken)).every((result) => result.rendered)).toBe(true);
  });

  it('has a page with a budget of its own wait for the first place to free up, within that budget, and render in what is left of it', async () => {
    const a = heldThread('a');
    const pool = renderPool([a.renderer]);
    const taken = Array.from({ length: RENDERS_PER_THREAD }, () => pool.render(page));
    const waiting = pool.render({ ...page, budgetMs: 1000 });
    expect(await pool.render({ ...page, budgetMs: 10 })).toMatchObject({
      rendered: false,
      fallback: 'threads-full',
    });
    expect(a.record.asked).toHaveLength(RENDERS_PER_THREAD);
    a.finishOne();
    await taken[0];
    expect(a.record.asked).toHaveLength(RENDERS_PER_THREAD + 1);
    const { budgetMs } = a.record.asked.at(-1)!;
    expect(budgetMs).toBeLessThan(1000);
    expect(budgetMs).toBeGreaterThan(500);
    for (let finished = 0; finished < RENDERS_PER_THREAD; finished++) a.finishOne();
    expect(renderedBy(await waiting)).toBe('a');
    expect((await Promise.all(taken)).every((result) => result.rendered)).toBe(true);
  });

  it('gives pages to idle threads in turn, so a thread that answers at once does not draw them all', async () => {
    const answering = (name: string): ServerRenderer => ({
      render: async () => ({ rendered: false, reason: name }),
      loadRemotes: async () => undefined,
      close: async () => undefined,
    });
    const pool = renderPool([answering('a'), answering('b'), answering('c')]);
    const drawn: string[] = [];
    for (let turn = 0; turn < 6; turn++) drawn.push(renderedBy(await pool.render(page)));
    expect(drawn).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('loads the remotes into every thread and closes them all', async () => {
    const [a, b] = [heldThread('a'), heldThread('b')];
    const pool = renderPool([a.renderer, b.renderer]);
    await pool.loadRemotes(remotes);
    await pool.close();
    expect([a.record, b.record]).toEqual([
      { loaded: [remotes], closed: true, asked: [] },
      { loaded: [remotes], closed: true, asked: [] },
    ]);
  });
});

describe('everyonesRendererOf', () => {
  const onThisThread = heldThread('this thread').renderer;

  it('renders on this thread with no rendering threads, else in that many worker threads', async () => {
    expect(
      everyonesRendererOf(
        0,
        () => onThisThread,
        () => null,
      ),
    ).toBe(onThisThread);
    const made: string[] = [];
    const pool = everyonesRendererOf(
      3,
      () => onThisThread,
      () => {
        made.push(`worker ${made.length + 1}`);
        return heldThread(made.at(-1)!).renderer;
      },
    );
    expect(made).toEqual(['worker 1', 'worker 2', 'worker 3']);
    expect(pool).not.toBe(onThisThread);
  });

  it('is absent when the shell has no server build to run in a worker', () => {
    expect(
      everyonesRendererOf(
        2,
        () => onThisThread,
        () => null,
      ),
    ).toBeNull();
  });
});
