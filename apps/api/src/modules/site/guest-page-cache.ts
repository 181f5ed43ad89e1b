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
 * it: rendering it in the visitor's request could miss the render budget (the page's data caches
 * expire in the same minute) and send the browser an empty page to render. Any write forgets it.
 */
const GUEST_PAGE_STALE_MS = 5 * 60_000;
/**
 * The guest who asked waits the server's render budget at most (and then gets the page to render
 * in the browser); the render goes on, up to `LONGEST_RENDER_BUDGETS`, and the next guests get it:
 * a page whose data are not in the caches often takes longer. This many guest renders at once get
 * that budget, the others the visitor's: a render holds a place in its thread until it ends
 * (`RENDERS_PER_THREAD`), and the rest stay for other visitors.
 */
const LONG_RENDERS_AT_ONCE = 2;
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

export interface GuestPageCache {
  /**
   * The page rendered for a guest: from the cache when another guest asked for the same in the
   * last minute, or in the minutes after while a fresh one is rendered.
   */
  render(request: PageRenderRequest): Promise<ServerRenderResult>;
  /**
   * Another guest's page for the same request (fresh, being rendered, or stale) without rendering
   * anything, as `render` answers it; null when none is kept. What a strained server sends.
   */
  kept(request: PageRenderRequest): Promise<ServerRenderResult> | null;
  /** After a write: the next guest's pages are rendered afresh. */
  forgetAll(): void;
}

/** The page if rendered within `budgetMs`, else an answer sending it to the browser (the render goes on). */
function withinBudget(
  page: Promise<ServerRenderResult>,
  budgetMs: number,
): Promise<ServerRenderResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ServerRenderResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ rendered: false, reason: 'still rendering for the next guests' }),
      budgetMs,
    );
  });
  return Promise.race([page, late]).finally(() => clearTimeout(timer));
}

/** What a guest's page depends on. */
const keyOf = (request: PageRenderRequest) =>
  JSON.stringify({
    location: request.location,
    remote: request.remote,
    remotes: request.remotes,
    savedLocale: request.savedLocale,
    hints: request.hints,
  });

/**
 * Server-rendered pages for visitors who are not signed in, per address, remotes map, chosen
 * locale and request hints: what a guest's page depends on. Rendering costs the server tens of
 * milliseconds of CPU a page; a crawler or a shared link brings many guests to the same pages.
 */
export function guestPageCache(
  renderer: Pick<ServerRenderer, 'render'>,
  { visitorBudgetMs, now = Date.now }: { visitorBudgetMs: number; now?: () => number },
): GuestPageCache {
  let pages = create();
  let longRenders = 0;
  async function renderForGuests(key: string): Promise<ServerRenderResult> {
    const long = longRenders < LONG_RENDERS_AT_ONCE;
    if (long) longRenders += 1;
    try {
      const result = await renderer.render({
        ...(JSON.parse(key) as Omit<PageRenderRequest, 'cookie'>),
        cookie: undefined,
        budgetMs: long ? visitorBudgetMs * LONGEST_RENDER_BUDGETS : visitorBudgetMs,
      });
      if (!result.rendered || askedInVain(result.state)) throw new NotRendered(result);
      return result;
    } finally {
      if (long) longRenders -= 1;
    }
  }
  function create() {
    return cachedPerKey<string, ServerRenderResult>(
      GUEST_PAGE_TTL_MS,
      GUEST_PAGES_KEPT,
      renderForGuests,
      { now, staleMs: GUEST_PAGE_STALE_MS },
    );
  }
  /** A kept or rendering page as the guest who asked gets it: within the budget, a page not rendered as an answer. */
  const asAnswered = (page: Promise<ServerRenderResult>) =>
    withinBudget(
      page.catch((error: unknown) => {
        if (error instanceof NotRendered) return error.result;
        throw error;
      }),
      visitorBudgetMs,
    );
  return {
    render: (request) => asAnswered(pages(keyOf(request))),
    kept(request) {
      const page = pages.kept(keyOf(request));
      return page && asAnswered(page);
    },
    forgetAll() {
      pages = create();
    },
  };
}
