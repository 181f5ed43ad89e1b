import { execFileSync } from 'node:child_process';
/** Issue #27's bars for the public pages under Lighthouse's mobile preset, at CPU speed index 70. */
export const LIGHTHOUSE_BARS = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
  lcpMs: 1800,
  tbtMs: 200,
  cls: 0.05,
} as const;

/** The machine the bars are stated for (tools/bench/src/machine.ts). */
const BAR_SPEED_INDEX = 70;
/** Lighthouse's mobile preset slows the CPU this much. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * Issue #27's calibration: on a machine at speed index S, slow the CPU 4 × S / 70 so the page
 * meets the work a phone on the bar's machine would.
 */
export function calibratedCpuSlowdown(speedIndex: number): number {
  return Math.round(((PRESET_CPU_SLOWDOWN * speedIndex) / BAR_SPEED_INDEX) * 100) / 100;
}

export interface LighthouseFigures {
  url: string;
  lighthouseVersion: string;
  /** The browser measured (e.g. "Chromium 156.0.8078.129"): figures differ by version. */
  browserVersion: string;
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
  /** The scripts that kept the main thread busiest (bootup-time), for the report: where blocking time comes from. */
  busiestScripts: string[];
}

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
}

/**
 * The browser's full version ("Chromium 156.0.8078.129"): its user agent says only "156.0.0.0".
 */
function browserVersion(chromePath: string): string {
  return (
    /^\S+ [\d.]+/.exec(execFileSync(chromePath, ['--version'], { encoding: 'utf8' }))?.[0] ??
    'unknown'
  );
}

/**
 * Lighthouse's mobile run (simulated throttling) of one page in Debian's chromium, the CPU slowed
 * `cpuSlowdownMultiplier` times. Lighthouse and chrome-launcher are ES modules: imported when run.
 */
export async function auditPage(
  url: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
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
    const bootup = audits['bootup-time']?.details;
    const bootupItems = (bootup && 'items' in bootup
      ? bootup.items
      : []) as unknown as BootupItem[];
    const busiestScripts = bootupItems
      .slice(0, 4)
      .map(
        (item) =>
          `${/^https?:/.test(item.url) ? new URL(item.url).pathname : item.url} ${Math.round(item.total)} ms (scripting ${Math.round(item.scripting)})`,
      );
    return {
      url,
      lighthouseVersion,
      browserVersion: browserVersion(chromePath),
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
      busiestScripts,
    };
  } finally {
    chrome.kill();
  }
}
