import type { ServerRenderResult } from './server-renderer';

/**
 * The render, if it is done within `budgetMs`; else, at the budget, the page for the browser to
 * render. The render itself goes on: the guests' cache keeps it for the next guest.
 */
export function withinBudget(
  rendering: Promise<ServerRenderResult>,
  budgetMs: number,
): Promise<ServerRenderResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ServerRenderResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ rendered: false, reason: `not rendered within ${budgetMs} ms` }),
      budgetMs,
    );
  });
  return Promise.race([rendering.finally(() => clearTimeout(timer)), late]);
}
