/** Issue #6's bars for the production home page under Lighthouse's mobile preset. */
export const LIGHTHOUSE_BARS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
  lcpMs: 2500,
  cls: 0.1,
} as const;

export interface LighthouseFigures {
  url: string;
  lighthouseVersion: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Lighthouse's own measure of the machine's speed (environment.benchmarkIndex), for comparing runs across machines. */
  benchmarkIndex: number;
  /** Audits that did not pass, for the report: what to fix next. */
  failing: string[];
}

/**
 * Lighthouse's default (mobile, simulated throttling) run of one page in Debian's chromium.
 * Lighthouse and chrome-launcher are ES modules: imported when the suite runs.
 */
export async function auditPage(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, lighthouseVersion, environment } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) =>
      Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
    const failing = Object.values(categories)
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]!),
      )
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      url,
      lighthouseVersion,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      speedIndexMs: Math.round(numeric('speed-index')),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      failing: [...new Set(failing)],
    };
  } finally {
    chrome.kill();
  }
}
