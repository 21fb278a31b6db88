// @vitest-environment node
// initData's layout values: refused when no screen could have them, clamped when they would leave the
// board unplayable or under the HUD (issue #32).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_HEIGHT, BOARD_WIDTH, MIN_SKY, MIN_STAGE_SCALE } from '../../../src/play/scene/boardLook';
import { boardFit, CHROME_PX, MIN_CONTENT_PX } from '../../../src/play/scene/layout';
import { contentHeightAtom } from '../../../src/play/flow/store';
import { startSession } from '../sessionFakes';

afterEach(() => vi.restoreAllMocks());
const layout = { type: 1, statuswidth: 375 };

describe('initData layout values', () => {
  it('a real phone: statusHeight - 110 + statusBarHeight, as docs/bridge.md says', () => {
    const g = startSession();
    g.host.initData({ ...layout, statusHeight: 812, statusBarHeight: 44 });
    expect(g.store.get(contentHeightAtom)).toBe(746);
  });

  it.each([
    ['statusHeight', { statusHeight: 1e9, statusBarHeight: 20 }],
    ['statusBarHeight', { statusHeight: 800, statusBarHeight: 20_000 }],
    ['statusHeight', { statusHeight: -1, statusBarHeight: 20 }],
    ['statusBarHeight', { statusHeight: 800, statusBarHeight: Number.NaN }],
  ])('%s out of range is refused with console.error naming it; the layout stays as it was', (field, values) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const g = startSession();
    g.host.initData({ ...layout, statusHeight: 812, statusBarHeight: 44 });
    g.host.initData({ ...layout, ...values });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(field));
    expect(g.store.get(contentHeightAtom)).toBe(746);
  });

  it('a height that would put the board under the HUD is clamped to the least playable, with console.warn naming the fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = startSession();
    g.host.initData({ ...layout, statusHeight: 200, statusBarHeight: 0 });
    expect(g.store.get(contentHeightAtom)).toBe(MIN_CONTENT_PX);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^initData: statusHeight 200 with statusBarHeight 0 leaves 90 px/),
    );
    expect(MIN_CONTENT_PX).toBe(374); // the HUD and prop row (130) and a board at 60% (0.6 × 406)
  });
});

describe('the board in its room', () => {
  it('a tall phone: as wide as the room, and as tall: the field runs above the box up to the HUD', () => {
    const { scale, sky } = boardFit({ width: 390, height: 844 - CHROME_PX });
    expect(scale).toBeCloseTo(390 / BOARD_WIDTH, 5);
    expect((sky + BOARD_HEIGHT) * scale).toBeCloseTo(844 - CHROME_PX, 0);
    expect(sky).toBeGreaterThan(250);
  });

  it('a wide window: as tall as the room, with just the least sky, so the danger line sits below its edge', () => {
    const { scale, sky } = boardFit({ width: 1280, height: 670 });
    expect(scale).toBeCloseTo(670 / (BOARD_HEIGHT + MIN_SKY), 9);
    expect(sky).toBeCloseTo(MIN_SKY, 1);
  });

  it('a window too small to play in: the smallest stage, no sky', () => {
    expect(boardFit({ width: 100, height: 100 })).toEqual({ scale: MIN_STAGE_SCALE, sky: 0 });
  });
});
