// The game's read-only probe (window.bigWatermelon) and page-time control, for the game's browser tests.
import type { Browser, Frame, Page } from 'playwright-core';
import { tapWhereShown } from '../../../drivers/phone/chromium';
import { openPage, url } from './harness';

export interface Probe {
  world(): {
    seed: number;
    phase: string;
    score: number;
    revives: number;
    fallingId: number | null;
    current: { kind: string };
    pieces: { id: number; x: number; kind: string; level: number }[];
  };
  /** Whether the game kept by an earlier open has been read. */
  keptRead(): boolean;
  stage(): { find(sel: string): { getClassName(): string; x(): number }[] } | null;
}
export const world = (f: Page | Frame) =>
  f.evaluate(() => {
    const w = (window as unknown as { bigWatermelon: Probe }).bigWatermelon.world();
    return {
      phase: w.phase,
      score: w.score,
      revives: w.revives,
      falling: w.fallingId,
      current: w.current,
      pieces: w.pieces.map((p) => ({ id: p.id, x: p.x, kind: p.kind, level: p.level })),
    };
  });
export const fruitNodes = (f: Page | Frame) =>
  f.evaluate(() =>
    (window as unknown as { bigWatermelon: Probe }).bigWatermelon
      .stage()!
      .find('.fruit')
      .map((n) => ({ cls: n.getClassName(), x: n.x() })),
  );

/** The effects on the stage now: each one's kind ("burst", "points", …) and its text ("+6"; '' for none). */
export const effectTexts = (f: Page | Frame) =>
  f.evaluate(() =>
    (
      (window as unknown as { bigWatermelon: Probe }).bigWatermelon.stage()!.find('.effect') as unknown as {
        name(): string;
        findOne(sel: string): { text(): string } | undefined;
      }[]
    ).map((n) => [n.name().replace(/^effect effect-/, ''), n.findOne('Text')?.text() ?? ''] as const),
  );

/** From here on, page time moves only by clock.runFor: the game cannot run on between a check and a click. */
export const freezeTime = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

/** Clicks the board at a world x (0–375), then lets the game run until the piece has landed. */
export async function dropAt(page: Page, f: Page | Frame, x: number) {
  await tapWhereShown(page, f.locator('[data-testid=board]'), ({ width }) => ({
    x: ((x + 6) * width) / (375 + 12),
    y: 20,
  }));
  for (let i = 0; i < 40; i++) {
    await page.clock.runFor(100);
    const w = await world(f);
    if (w.falling === null || w.phase !== 'playing') return;
  }
}

/** The game at seed 7 in a phone-sized page, its board shown, and page time frozen. */
export async function openGame(browser: Browser, options: Parameters<typeof openPage>[1] = {}) {
  const env = await openPage(browser, { viewport: { width: 375, height: 720 }, ...options });
  await env.page.clock.install();
  await env.page.goto(url('BigWatermelon?seed=7'));
  const board = env.page.getByTestId('board');
  await board.waitFor();
  await freezeTime(env.page);
  return { ...env, board };
}
