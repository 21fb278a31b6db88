import { describe, expect, it } from 'vitest';
import { openPage, url, useBrowser } from './harness';
import { checkGameBands, gameSettled, GAME_PHONES, measureGame } from '../shared/screenChecks';

const SIZES = [
  [320, 480],
  [375, 667],
  [768, 1024],
  [1366, 768],
  [1920, 1080],
  [3840, 2160],
] as const;

type Page = Awaited<ReturnType<typeof openPage>>['page'];

const measure = (page: Page) => page.evaluate(measureGame);

describe('game layout', () => {
  const browser = useBrowser();

  it.each(GAME_PHONES)(
    'at %i×%i (and at initData %i / %i) the game reads as one screen: the board fills the room, no empty band over a tenth of it',
    async (width, height, statusHeight, statusBarHeight) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await page.goto(url('BigWatermelon?seed=7'));
      await page.locator('[data-testid=board] canvas').first().waitFor();
      for (const host of [false, true]) {
        if (host)
          await page.evaluate(
            (v) => (window as unknown as { initData(p: unknown): void }).initData({ type: 1, ...v }),
            { statuswidth: width, statusHeight, statusBarHeight },
          );
        const gameHeight = host ? statusHeight - 110 + statusBarHeight : height;
        await expect.poll(async () => gameSettled(await page.evaluate(measureGame))).toBe(gameHeight);
        checkGameBands(await page.evaluate(measureGame), height);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['under the HUD (statusHeight 200, statusBarHeight 0): clamped', { statusHeight: 200, statusBarHeight: 0 }, 'warn'],
    ['beyond any screen (statusHeight 1e9): refused', { statusHeight: 1e9, statusBarHeight: 20 }, 'error'],
    ['taller than the window (statusHeight 5000)', { statusHeight: 5000, statusBarHeight: 20 }, null],
  ] as const)(
    'host layout %s: the board stays whole on screen, below the HUD, playable',
    async (_n, values, logged) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width: 375, height: 720 } });
      const warnings: string[] = [];
      page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
      await page.goto(url('BigWatermelon?seed=7'));
      await page.getByTestId('board').waitFor();
      await page.evaluate(
        (v) => (window as unknown as { initData(p: unknown): void }).initData({ type: 1, statuswidth: 375, ...v }),
        values,
      );
      await expect
        .poll(async () => {
          const m = await measure(page);
          return m.board.bottom <= m.props.top + 0.5 && m.hud.bottom <= m.board.top + 0.5;
        })
        .toBe(true);
      const { hud, board, props, view } = await measure(page);
      expect(board.top).toBeGreaterThanOrEqual(hud.bottom - 0.5);
      expect(props.bottom).toBeLessThanOrEqual(view.height + 0.5);
      expect(board.height).toBeGreaterThanOrEqual(0.6 * 406 - 0.5); // at least 60% of its natural size
      if (logged === 'error') expect(errors).toEqual([expect.stringContaining('statusHeight must be at most 10000')]);
      else expect(errors).toEqual([]);
      if (logged === 'warn') expect(warnings).toContainEqual(expect.stringContaining('initData: statusHeight 200'));
      await context.close();
    },
  );

  it.each(SIZES)(
    'at %i×%i the HUD, the board and the prop row do not overlap, and the board is whole on screen',
    async (width, height) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await page.goto(url('BigWatermelon?seed=7'));
      await page.getByTestId('board').waitFor();
      // The board scales once its area is measured; wait for the layout to be final.
      await expect
        .poll(async () => {
          const m = await measure(page);
          return m.board.bottom <= m.props.top + 0.5 && m.hud.bottom <= m.board.top + 0.5;
        })
        .toBe(true);
      const { hud, board, canvas, props, view } = await measure(page);
      expect(hud.top).toBeGreaterThanOrEqual(0);
      expect(board.left).toBeGreaterThanOrEqual(0);
      expect(board.right).toBeLessThanOrEqual(view.width + 0.5);
      expect(board.top).toBeGreaterThanOrEqual(hud.bottom - 0.5);
      expect(board.bottom).toBeLessThanOrEqual(props.top + 0.5);
      expect(props.bottom).toBeLessThanOrEqual(view.height + 0.5);
      expect(canvas.width).toBeCloseTo(board.width, 0);
      expect(canvas.height).toBeCloseTo(board.height, 0);
      // It uses the room it has: it fills the width or the height left between the HUD and the props.
      const room = { width: view.width, height: props.top - hud.bottom };
      expect(Math.max(board.width / room.width, board.height / room.height)).toBeGreaterThan(0.97);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
