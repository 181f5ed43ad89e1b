import { cachedPerKey } from '../../http/cached-for';
import {
  LONGEST_RENDER_BUDGETS,
  type PageRenderRequest,
  type ServerRenderer,
  type ServerRenderResult,
} from './server-renderer';

/** A guest's page is everyone's: fresh this long, as the JSON routes are (spec §9: 60 s); then stale. */
const GUEST_PAGE_TTL_MS = 60_000;
/**
 * Past its minute a page is still sent at once, for this long, while the next is rendered behind
 * it: rendering it in the visitor's request would keep them waiting (the page's data caches
 * expire in the same minute). Any write forgets it, unless no fresh one can be rendered.
 */
const GUEST_PAGE_STALE_MS = 5 * 60_000;
/**
 * After a render of a page failed, the last page rendered for it is sent at once for this long
 * (the share of its minute after which a stale page's failed render is tried again): each guest
 * would otherwise wait in turn for a render that fails as the last did (issue #58).
 */
const RETRY_AFTER_FAILURE_MS = GUEST_PAGE_TTL_MS / 10;
/** Pages kept at once (a few MB of HTML and state): the most visited stay. */
const GUEST_PAGES_KEPT = 500;

/** Thrown inside the cache so a page that was not rendered (over budget, a failing remote), or rendered without its data, is not kept. */
class NotRendered extends Error {
  constructor(readonly result: ServerRenderResult) {
    super('not rendered');
  }
}

/**
 * True when a query of the page's failed (a 503 under load, a statement timeout): the page is
 * served as rendered, but not kept for the next minute's guests.
 */
function askedInVain(state: object): boolean {
  const queries =
    (state as { api?: { queries?: Record<string, { status?: string } | undefined> } }).api
      ?.queries ?? {};
  return Object.values(queries).some((query) => query?.status === 'rejected');
}

type RenderedPage = Extract<ServerRenderResult, { rendered: true }>;

export interface GuestPageCache {
  /**
   * The page rendered for a guest: at once when another guest asked for the same in the last
   * minute, or in the minutes after while a fresh one is rendered; else once rendered, the guest
   * waiting as long as the render may take. When that render fails, the last page rendered for the
   * same request before a write, if it is no older than a kept page may be: a page with a
   * little less in it beats an empty one (issue #58).
   */
  render(request: PageRenderRequest): Promise<ServerRenderResult>;
  /**
   * Another guest's page for the same request (fresh, being rendered, stale, or the last one before
   * a write) without rendering anything, as `render` answers it; null when none is kept. What a
   * strained server sends.
   */
  kept(request: PageRenderRequest): Promise<ServerRenderResult> | null;
  /** After a write: the next guest's pages are rendered afresh. */
  forgetAll(): void;
}

/** The page if rendered within `waitMs`, else an answer sending it to the browser. */
function within(page: Promise<ServerRenderResult>, waitMs: number): Promise<ServerRenderResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ServerRenderResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          rendered: false,
          reason: "not rendered within the guest's wait",
          fallback: 'past-deadline',
        }),
      waitMs,
    );
  });
  return Promise.race([page, late]).finally(() => clearTimeout(timer));
}

/**
 * Everything a guest's page depends on: its render request but for what is the visitor's own (their
 * cookies) or the render's (its budget). Taken as the rest of the request, so a field added to
 * `PageRenderRequest` is in it, and in the cache's key, without anyone remembering to add it; and
 * the page is rendered from the key alone, so nothing it is rendered with can be left out of it.
 */
export type GuestPageDescription = Omit<PageRenderRequest, 'cookie' | 'budgetMs'>;

export function guestPageDescription(request: PageRenderRequest): GuestPageDescription {
  const { cookie: _visitors, budgetMs: _renders, ...page } = request;
  return page;
}

const keyOf = (request: PageRenderRequest) => JSON.stringify(guestPageDescription(request));
const describedBy = (key: string) => JSON.parse(key) as GuestPageDescription;

/**
 * Server-rendered pages for visitors who are not signed in, per address, remotes map, chosen
 * locale and request hints: what a guest's page depends on. Rendering costs the server tens of
 * milliseconds of CPU a page; a crawler or a shared link brings many guests to the same pages.
 * A page is rendered with `LONGEST_RENDER_BUDGETS` of the visitor's budget, and the guest who
 * asked first waits for it: the server's render budget alone is too short for a page whose data
 * are not in the caches yet on a busy machine, and a first guest sent away at the budget got an
 * empty page while the render went on for the next (issue #58). The render threads' places
 * (`RENDERS_PER_THREAD`) bound how many such renders run at once.
 */
export function guestPageCache(
  renderer: Pick<ServerRenderer, 'render'>,
  { visitorBudgetMs, now = Date.now }: { visitorBudgetMs: number; now?: () => number },
): GuestPageCache {
  const renderBudgetMs = visitorBudgetMs * LONGEST_RENDER_BUDGETS;
  let pages = create();
  /** Each request's last page rendered, kept across writes for when the page cannot be rendered afresh. */
  const lastRendered = new Map<string, { page: RenderedPage; at: number }>();
  function remember(key: string, page: RenderedPage) {
    lastRendered.delete(key);
    if (lastRendered.size >= GUEST_PAGES_KEPT)
      lastRendered.delete(lastRendered.keys().next().value as string);
    lastRendered.set(key, { page, at: now() });
  }
  /** When each request's last render failed, while no render of it has succeeded since. */
  const failedAt = new Map<string, number>();
  function failed(key: string) {
    failedAt.delete(key);
    if (failedAt.size >= GUEST_PAGES_KEPT) failedAt.delete(failedAt.keys().next().value as string);
    failedAt.set(key, now());
  }
  /** The last page rendered, while a render of it failed too recently to try again. */
  function instead(key: string): RenderedPage | null {
    const failure = failedAt.get(key);
    return failure !== undefined && now() - failure < RETRY_AFTER_FAILURE_MS
      ? lastRenderedOf(key)
      : null;
  }
  function lastRenderedOf(key: string): RenderedPage | null {
    const last = lastRendered.get(key);
    return last && now() - last.at < GUEST_PAGE_TTL_MS + GUEST_PAGE_STALE_MS ? last.page : null;
  }
  async function renderForGuests(key: string): Promise<ServerRenderResult> {
    const result = await renderer.render({
      ...describedBy(key),
      cookie: undefined,
      budgetMs: renderBudgetMs,
    });
    if (!result.rendered || askedInVain(result.state)) {
      failed(key);
      throw new NotRendered(result);
    }
    failedAt.delete(key);
    remember(key, result);
    return result;
  }
  function create() {
    return cachedPerKey<string, ServerRenderResult>(
      GUEST_PAGE_TTL_MS,
      GUEST_PAGES_KEPT,
      renderForGuests,
      { now, staleMs: GUEST_PAGE_STALE_MS },
    );
  }
  /** A kept or rendering page as the guest who asked gets it: within the render's time, or the last one rendered. */
  async function answered(key: string, page: Promise<ServerRenderResult>) {
    const answer = await within(
      page.catch((error: unknown) => {
        if (error instanceof NotRendered) return error.result;
        throw error;
      }),
      renderBudgetMs,
    );
    return answer.rendered ? answer : (lastRenderedOf(key) ?? answer);
  }
  return {
    render(request) {
      const key = keyOf(request);
      // At most one render of a page at a time (the one under way is shared), and none again for
      // a while after one failed when there is a page to send instead.
      const last = pages.kept(key) ? null : instead(key);
      return last ? Promise.resolve(last) : answered(key, pages(key));
    },
    kept(request) {
      const key = keyOf(request);
      const page = pages.kept(key);
      if (page) return answered(key, page);
      const last = lastRenderedOf(key);
      return last && Promise.resolve(last);
    },
    forgetAll() {
      pages = create();
    },
  };
}
