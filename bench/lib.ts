import { mkdirSync, writeFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * What a page writes on its console when the bench's init script sees it playable, with the page's own
 * clock. Read from the console, nothing of Playwright's runs in the page before: page.evaluate (and
 * more so waitForFunction) first compiles and runs Playwright's own helper script in the page, on the
 * main thread the start-up needs (a 17 ms parse alone at 4× CPU, in a trace of the open).
 */
export const PLAYABLE = 'bench:playable';

/**
 * Playable as the issue defines it (the board, role=application, shown and no progress bar left), watched
 * from the first byte by an init script: works on any build. The page says it on its console, and keeps
 * the time in `window.__benchPlayable` for a reader with no console (bench/phone.ts). A string: tsx would
 * wrap a function's inner names in a helper the page does not have.
 */
export const WATCH_PLAYABLE = `{
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role=application]') && !document.querySelector('[role=progressbar]')) {
      observer.disconnect();
      window.__benchPlayable = performance.now();
      console.debug('${PLAYABLE} ' + window.__benchPlayable);
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;

/** When the page said it was playable; listen before navigating. */
export const playableSaid = (page: Page) =>
  new Promise<number>((resolve) => {
    const said = (m: ConsoleMessage) => {
      if (!m.text().startsWith(`${PLAYABLE} `)) return;
      page.off('console', said);
      resolve(Number(m.text().slice(PLAYABLE.length + 1)));
    };
    page.on('console', said);
  });

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** Writes bench/results/<name>.json with the machine facts that matter for reading it. */
export function writeResult(name: string, data: unknown): string {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.json`, dir);
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
  writeFileSync(file, JSON.stringify({ meta, ...(data as object) }, null, 2) + '\n');
  return file.pathname;
}

export function table(rows: readonly Record<string, string | number>[]): string {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  return [
    line(cols),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => String(r[c])))),
  ].join('\n');
}
