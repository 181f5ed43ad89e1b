import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags that let Debian's chromium run headless, as root, offline (see ../shared/TOOLCHAIN.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const origin = (): string => {
  const value = process.env.E2E_ORIGIN;
  if (!value) throw new Error('E2E_ORIGIN is not set: run the browser tests through jest (global setup starts the site)');
  return value;
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright gives every launch a fresh, empty profile directory.
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (no cookies) and page, with page errors collected for assertions. */
export async function newPage(browser: Browser, options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
