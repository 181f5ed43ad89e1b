import { Counter, Registry } from 'prom-client';

/**
 * Why a public page went out without its server rendering (issue #58), one label value each, so
 * the counter's series stay few; the log line of each fallback says the renderer's own words.
 * - `strained`: the server was strained and the page is one viewer's (a guest's is rendered once
 *   for every guest, strained or not);
 * - `threads-full`: every rendering thread had its fill of pages;
 * - `past-deadline`: the render was not done within the time it was given, or the guest's wait;
 * - `remotes-not-served`: the page's remotes map is not one this process renders with;
 * - `render-failed`: the shell answered without a page (a remote that cannot load, a throw).
 */
export type RenderFallbackReason =
  'strained' | 'threads-full' | 'past-deadline' | 'remotes-not-served' | 'render-failed';

/**
 * What the visitor got instead: `browser-renders`, the page whose root the browser fills; or
 * `retry-later`, a 503 with Retry-After (a known crawler, which runs no script).
 */
export type RenderFallbackAnswer = 'browser-renders' | 'retry-later';

/** The server rendering's metrics, in a registry of their own until a `/metrics` route serves them. */
export const renderMetrics = new Registry();

export const renderFallbacks = new Counter({
  name: 'vouch_render_fallbacks_total',
  help: 'Public pages sent without their server rendering, by reason and by what was sent instead.',
  labelNames: ['reason', 'answer'] as const,
  registers: [renderMetrics],
});
