import Fastify from 'fastify';
import { guestPageCache, type GuestPageDescription } from './guest-page-cache';
import { OTHER_PROCESSES_LOOK_MS, watchPageChanges, type ChangedWhere } from './page-changes';
import type { PageChangesRepository } from './page-changes-repository';
import type { PageRenderRequest, ServerRenderer, ServerRenderResult } from './server-renderer';

const page: PageRenderRequest = {
  location: '/reviews/stores/demo/products/mug',
  remote: 'shops_products',
  remotes: { shops_products: '/static/shops-products/mf-manifest.json' },
  cookie: 'vouch_currency=EUR; _ga=1',
  savedLocale: { currency: 'EUR', country: null, dateLocale: 'en-GB' },
  hints: { phone: false, cookieConsentAnswered: true },
};

/** A renderer that counts its renders and answers `next()` for each. */
function countingRenderer(
  next: () => ServerRenderResult = () => ({
    rendered: true,
    html: '<main>mug</main>',
    styleTags: '',
    state: {},
  }),
) {
  const seen: PageRenderRequest[] = [];
  const renderer: Pick<ServerRenderer, 'render'> = {
    render: async (request) => (seen.push(request), next()),
  };
  return { renderer, seen };
}

describe('guestPageCache', () => {
  it('renders a page once for every guest asking with the same locale and hints, without any guest’s cookies', async () => {
    const { renderer, seen } = countingRenderer();
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000 });
    const first = await pages.render(page);
    expect(await pages.render({ ...page, cookie: 'vouch_currency=EUR; _ga=2' })).toEqual(first);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cookie).toBeUndefined();
    await pages.render({ ...page, savedLocale: { ...page.savedLocale, currency: 'USD' } });
    await pages.render({ ...page, savedLocale: { ...page.savedLocale, dateLocale: 'de-DE' } });
    await pages.render({ ...page, hints: { phone: true, cookieConsentAnswered: true } });
    await pages.render({ ...page, location: `${page.location}?page=2` });
    expect(seen).toHaveLength(5);
  });

  it('renders a page of its own when anything the page depends on differs (every field of its description)', async () => {
    // Typed as the whole description: a field added to what a page depends on must be named here.
    const differently: { [Field in keyof GuestPageDescription]-?: GuestPageDescription[Field] } = {
      location: `${page.location}?sort_by=newest`,
      remote: 'search',
      remotes: { shops_products: '/releases/shops-products/2/mf-manifest.json' },
      savedLocale: { ...page.savedLocale, country: 'DE' },
      hints: { ...page.hints, cookieConsentAnswered: false },
    };
    const { renderer, seen } = countingRenderer();
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000 });
    await pages.render(page);
    for (const [field, value] of Object.entries(differently)) {
      await pages.render({ ...page, [field]: value });
      expect(seen.at(-1)).toMatchObject({ [field]: value });
    }
    expect(seen).toHaveLength(1 + Object.keys(differently).length);
  });

  it('renders afresh after any write', async () => {
    const { renderer, seen } = countingRenderer();
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000 });
    await pages.render(page);
    await pages.render(page);
    expect(seen).toHaveLength(1);
    pages.forgetAll();
    await pages.render(page);
    expect(seen).toHaveLength(2);
  });

  it('past its minute sends the page at once while the next renders behind it, for five minutes more', async () => {
    let clock = 0;
    let renders = 0;
    const { renderer, seen } = countingRenderer(() => ({
      rendered: true,
      html: `<main>render ${++renders}</main>`,
      styleTags: '',
      state: {},
    }));
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000, now: () => clock });
    const html = async () => {
      const result = await pages.render(page);
      return result.rendered ? result.html : null;
    };
    expect(await html()).toBe('<main>render 1</main>');
    clock = 60_001;
    expect(await html()).toBe('<main>render 1</main>');
    expect(seen).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await html()).toBe('<main>render 2</main>');
    expect(seen).toHaveLength(2);
    // Render 2 came at 60_001: fresh for a minute, then sent stale for five more.
    clock = 60_001 + 60_000 + 5 * 60_000 - 1;
    expect(await html()).toBe('<main>render 2</main>');
    expect(seen).toHaveLength(3);
    // Unasked for six minutes after its render: the next guest waits for a render.
    pages.forgetAll();
    clock = 0;
    expect(await html()).toBe('<main>render 4</main>');
    clock = 60_000 + 5 * 60_000;
    expect(await html()).toBe('<main>render 5</main>');
  });

  it('keeps sending the page it has when the render behind it misses the budget, and tries again six seconds later', async () => {
    let clock = 0;
    let answer: ServerRenderResult = {
      rendered: true,
      html: '<main>mug</main>',
      styleTags: '',
      state: {},
    };
    const { renderer, seen } = countingRenderer(() => answer);
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000, now: () => clock });
    const kept = await pages.render(page);
    clock = 61_000;
    answer = { rendered: false, reason: 'over budget' };
    expect(await pages.render(page)).toEqual(kept);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await pages.render(page)).toEqual(kept);
    expect(seen).toHaveLength(2);
    clock = 67_000;
    expect(await pages.render(page)).toEqual(kept);
    expect(seen).toHaveLength(3);
  });

  it('has the first guest wait for the render past the visitor’s budget, as long as the render may take (ten budgets)', async () => {
    const seen: PageRenderRequest[] = [];
    const pages = guestPageCache(
      {
        render: (request) => {
          seen.push(request);
          return new Promise((resolve) =>
            setTimeout(
              () => resolve({ rendered: true, html: '<main>mug</main>', styleTags: '', state: {} }),
              60,
            ),
          );
        },
      },
      { visitorBudgetMs: 20 },
    );
    expect(await pages.render(page)).toMatchObject({ rendered: true, html: '<main>mug</main>' });
    expect(seen.map((request) => request.budgetMs)).toEqual([200]);
  });

  it('sends the guest to the browser once the render’s ten budgets are spent', async () => {
    const pages = guestPageCache(
      { render: () => new Promise(() => undefined) },
      {
        visitorBudgetMs: 5,
      },
    );
    expect(await pages.render(page)).toMatchObject({
      rendered: false,
      fallback: 'past-deadline',
    });
  });

  it('hands a strained server the page it holds, fresh or stale, and renders nothing for it', async () => {
    let clock = 0;
    const { renderer, seen } = countingRenderer();
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000, now: () => clock });
    expect(pages.kept(page)).toBeNull();
    expect(seen).toHaveLength(0);
    const rendered = await pages.render(page);
    expect(await pages.kept({ ...page, cookie: undefined })).toEqual(rendered);
    expect(pages.kept({ ...page, hints: { phone: true, cookieConsentAnswered: true } })).toBeNull();
    clock = 60_001;
    expect(await pages.kept(page)).toEqual(rendered);
    clock = 60_000 + 5 * 60_000;
    expect(pages.kept(page)).toBeNull();
    expect(seen).toHaveLength(1);
    // After a write, the last page rendered is what a strained server has.
    await pages.render(page);
    pages.forgetAll();
    expect(await pages.kept(page)).toEqual(rendered);
    expect(seen).toHaveLength(2);
  });

  it('after a write, sends the page rendered before it when none can be rendered afresh, up to six minutes after its render', async () => {
    let clock = 0;
    let answer: ServerRenderResult = {
      rendered: true,
      html: '<main>before the write</main>',
      styleTags: '',
      state: {},
    };
    const { renderer, seen } = countingRenderer(() => answer);
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000, now: () => clock });
    const before = await pages.render(page);
    pages.forgetAll();
    answer = { rendered: false, reason: 'every rendering thread has its fill of pages' };
    expect(await pages.render(page)).toEqual(before);
    expect(seen).toHaveLength(2);
    clock = 60_000 + 5 * 60_000;
    expect(await pages.render(page)).toEqual(answer);
    // A page rendered afresh is sent as soon as there is one.
    answer = { rendered: true, html: '<main>after the write</main>', styleTags: '', state: {} };
    expect(await pages.render(page)).toEqual(answer);
  });

  it('renders a page once at a time, and after a failed render sends the page rendered before at once for six seconds, rendering nothing', async () => {
    let clock = 0;
    let answer: ServerRenderResult = {
      rendered: true,
      html: '<main>before the write</main>',
      styleTags: '',
      state: {},
    };
    /** Renders started, each answered `answer` when released. */
    const started: (() => void)[] = [];
    const slow: Pick<ServerRenderer, 'render'> = {
      render: () =>
        new Promise((resolve) => {
          started.push(() => resolve(answer));
        }),
    };
    const releaseLast = () => started.at(-1)!();
    const pages = guestPageCache(slow, { visitorBudgetMs: 1000, now: () => clock });
    const first = pages.render(page);
    releaseLast();
    const before = await first;
    pages.forgetAll();
    answer = { rendered: false, reason: 'the page data took longer than the budget' };
    // Guests asking while a render is under way share it.
    const waiting = [pages.render(page), pages.render(page), pages.render(page)];
    expect(started).toHaveLength(2);
    releaseLast();
    expect(await Promise.all(waiting)).toEqual([before, before, before]);
    clock = 5_999;
    expect(await pages.render(page)).toEqual(before);
    expect(started).toHaveLength(2);
    clock = 6_000;
    answer = { rendered: true, html: '<main>after the write</main>', styleTags: '', state: {} };
    const again = pages.render(page);
    expect(started).toHaveLength(3);
    releaseLast();
    expect(await again).toEqual(answer);
  });

  it('keeps no page rendered while one of its queries failed (a 503 under load), though it serves it', async () => {
    const failedQuery = {
      rendered: true as const,
      html: '<main>Something went wrong</main>',
      styleTags: '',
      state: { api: { queries: { 'productPage(1)': { status: 'rejected' } } } },
    };
    const { renderer, seen } = countingRenderer(() => failedQuery);
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000 });
    expect(await pages.render(page)).toEqual(failedQuery);
    await pages.render(page);
    expect(seen).toHaveLength(2);
  });

  it('keeps no page the server did not render: the next guest gets another try', async () => {
    const { renderer, seen } = countingRenderer(() => ({ rendered: false, reason: 'over budget' }));
    const pages = guestPageCache(renderer, { visitorBudgetMs: 1000 });
    expect(await pages.render(page)).toEqual({ rendered: false, reason: 'over budget' });
    await pages.render(page);
    expect(seen).toHaveLength(2);
  });
});

/** An app watched for page changes over `shared`, with what it heard, a look's worth of time (fake timers) and a write. */
function watchedApp(shared: PageChangesRepository) {
  const app = Fastify();
  const heard: ChangedWhere[] = [];
  watchPageChanges(app, shared).onChange((where) => heard.push(where));
  app.post('/reviews/questions', async () => ({ ok: true }));
  return {
    app,
    heard,
    look: () => jest.advanceTimersByTimeAsync(OTHER_PROCESSES_LOOK_MS),
    write: () => app.inject({ method: 'POST', url: '/reviews/questions' }),
  };
}

describe('watchPageChanges', () => {
  it('tells of writes that succeeded, not of reads, refusals or counted clicks', async () => {
    const app = Fastify();
    const changes = watchPageChanges(app);
    let heard = 0;
    changes.onChange(() => (heard += 1));
    app.register(async (module) => {
      module.get('/reviews', async () => 'page');
      module.post('/reviews/questions', async () => ({ ok: true }));
      module.put('/reviews/profile/update', async (_request, reply) =>
        reply.status(400).send({ error: 'bad' }),
      );
      module.post('/reviews/click', async (_request, reply) => reply.status(204).send());
    });
    await app.inject('/reviews');
    await app.inject({ method: 'PUT', url: '/reviews/profile/update' });
    await app.inject({ method: 'POST', url: '/reviews/click' });
    expect(heard).toBe(0);
    await app.inject({ method: 'POST', url: '/reviews/questions' });
    expect(heard).toBe(1);
    await app.close();
  });

  it("tells of other processes' writes counted in the shared database once a look finds them, never of its own", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      // The database's count of writes, as the sequence keeps it for every process.
      let latest = 0;
      const shared: PageChangesRepository = {
        count: async () => (latest += 1),
        latest: async () => latest,
      };
      const { app, heard, look, write } = watchedApp(shared);

      await look();
      await write();
      await look();
      expect(heard).toEqual(['here']);

      latest += 2;
      await write();
      expect(heard).toEqual(['here', 'here']);
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere']);
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere']);
      await app.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not take its own write, counted but not yet answered, for another process’s; tells of a real one a look later at most', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let latest = 0;
      // The database numbers a write when asked (or, with `numberLate`, just before it answers); the
      // answer reaches this process only when `answer` is called.
      let numberLate = false;
      let answer: () => void = () => undefined;
      const shared: PageChangesRepository = {
        count: () => {
          const numbered = numberLate ? null : (latest += 1);
          return new Promise((resolve) => (answer = () => resolve(numbered ?? (latest += 1))));
        },
        latest: async () => latest,
      };
      const { app, heard, look, write } = watchedApp(shared);

      await look();
      await write();
      await look();
      answer();
      await look();
      expect(heard).toEqual(['here']);

      // More new numbers than own writes in flight: another process wrote, told at once.
      await write();
      latest += 1;
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere']);
      answer();
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere']);

      // As many as in flight: one look waits for the own write's number, the next tells.
      numberLate = true;
      await write();
      latest += 1;
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere', 'here']);
      answer();
      await look();
      expect(heard).toEqual(['here', 'here', 'elsewhere', 'here', 'elsewhere']);
      await app.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
