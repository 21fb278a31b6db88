import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Every Content-Security-Policy violation any page reported in this file. */
const cspViolations: string[] = [];

export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** The site's base URL: pages live under /h5/. */
export const url = (path = '') => `${inject('origin')}/h5/${path}`;

/** Real time a page may take to bring what comes over the network or from a worker (a chunk, a replay played through). */
const REAL_MS = 30_000;

/**
 * Runs page time (a page whose clock the test holds), 50 ms a round, until `seen` holds, within REAL_MS of real
 * time. For what needs both clocks: a chunk or a worker's answer that comes in real time and shows in page time.
 * Bounded by real time, not by a count of rounds, which a busy machine runs through before the network answers.
 */
export async function pageTimeUntil(page: Page, seen: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + REAL_MS;
  while (!(await seen())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${REAL_MS / 1000} s of real time`);
    await page.clock.runFor(50);
  }
}

/**
 * A screenshot to look at, saved by the first server's run: the two servers serve the same files, so the
 * other run would take the same picture for nobody.
 */
export async function saveShot(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (inject('server') === 'node') await page.screenshot({ path, ...options });
}

/** One Chromium per test file, launched with flags that keep it off the network. */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...extraArgs,
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    expect(cspViolations, 'no page may log a CSP violation').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('browser not launched');
    return browser;
  };
}

/** A fresh context and page; page errors are collected so tests can assert none happened. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & {
    /** CSP refusals this test provokes on purpose and checks itself (an image host the policy must block). */
    expectedCsp?: RegExp;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { expectedCsp, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, ...contextOptions });
  const errors: string[] = [];
  return { context, page: await pageIn(context, errors, expectedCsp), errors };
}

/** A new page in `context`, its errors put in `errors` and its CSP refusals in the file's (checked after all). */
export async function pageIn(context: BrowserContext, errors: string[], expectedCsp?: RegExp): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    const csp = /Content.Security.Policy|Refused to/i.test(m.text());
    if (csp && !expectedCsp?.test(m.text())) cspViolations.push(`${page.url()}: ${m.text()}`);
  });
  return page;
}

/** Opens a page and waits until React has mounted or hydrated it (prerendered pages paint first). */
export async function gotoApp(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}
