// @vitest-environment node
// initData's layout values: refused when no screen could have them, clamped when they would leave the
// board unplayable or under the HUD (issue #32).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_HEIGHT, BOARD_WIDTH, MIN_SKY, MIN_STAGE_SCALE } from '../../../src/play/scene/boardLook';
import {
  boardFit,
  CHROME_PX,
  MIN_CONTENT_PX,
  MIN_PARTNER_SCALE,
  PARTNER_HEAD_PX,
  partnerPlace,
} from '../../../src/play/scene/layout';
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

describe("a duel's partner board, placed in the board's room", () => {
  const box = (room: { width: number; height: number }) => {
    const fit = boardFit(room);
    const p = partnerPlace(room, fit);
    const w = BOARD_WIDTH * p.scale;
    const h = PARTNER_HEAD_PX + (BOARD_HEIGHT + p.sky) * p.scale;
    const boardLeft = (room.width - BOARD_WIDTH * fit.scale) / 2;
    const topLine = room.height - BOARD_HEIGHT * fit.scale;
    return { p, fit, left: p.left, right: p.left + w, top: p.top, bottom: p.top + h, boardLeft, topLine };
  };

  it('on a tall phone, above the top line in the field, centred, smaller than the board', () => {
    const b = box({ width: 390, height: 714 });
    expect(b.p.at).toBe('above');
    expect(b.bottom).toBeLessThanOrEqual(b.topLine);
    expect(b.p.scale).toBeLessThan(b.fit.scale);
    expect((b.left + b.right) / 2).toBeCloseTo(195, 5);
    expect(b.top).toBeGreaterThanOrEqual(0);
  });

  it('on a short phone (360×640), still above the line, at least the smallest readable size', () => {
    const b = box({ width: 360, height: 510 });
    expect(b.p.at).toBe('above');
    expect(b.p.scale).toBeGreaterThanOrEqual(MIN_PARTNER_SCALE);
    expect(b.bottom).toBeLessThanOrEqual(b.topLine);
  });

  it('on a phone on its side and a computer, beside the board, floors level, inside the room', () => {
    for (const room of [
      { width: 700, height: 390 },
      { width: 1440, height: 770 },
    ]) {
      const b = box(room);
      expect(b.p.at).toBe('beside');
      expect(b.left).toBeGreaterThanOrEqual(b.boardLeft + BOARD_WIDTH * b.fit.scale);
      expect(b.right).toBeLessThanOrEqual(room.width);
      expect(b.bottom).toBeLessThanOrEqual(room.height);
      expect(b.p.scale).toBeLessThanOrEqual(0.75 * b.fit.scale);
    }
  });

  it('where there is neither room beside nor above, small in the corner over the board (taps go through)', () => {
    const b = box({ width: 768, height: 830 });
    expect(b.p.at).toBe('over');
    expect(b.p.scale).toBe(MIN_PARTNER_SCALE);
    expect(b.right).toBeLessThanOrEqual(b.boardLeft + BOARD_WIDTH * b.fit.scale);
  });
});
