// The two-watermelon celebration as the stage holds it, read and judged the same way in every engine
// (tests/e2e/phone/celebration.test.ts).
import { expect } from 'vitest';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** The Konva nodes' part the check reads (the page's probe hands out its stage). */
interface StageNode {
  findOne(selector: string): StageNode | undefined;
  getClientRect(): Rect;
  opacity(): number;
  isVisible(): boolean;
}

/** Page-side: the flash, the field and the dashed top line, in the stage's px; null while no flash is on it. */
export function measureCelebration() {
  const stage = (window as unknown as { bigWatermelon: { stage(): StageNode | null } }).bigWatermelon.stage();
  const flash = stage?.findOne('.effect-celebration')?.findOne('.flash');
  if (!stage || !flash) return null;
  return {
    flash: flash.getClientRect(),
    field: stage.findOne('.field')?.getClientRect() ?? null,
    topLine: stage.findOne('.topLine')?.getClientRect() ?? null,
    opacity: flash.opacity(),
    visible: flash.isVisible(),
  };
}
export type CelebrationMeasure = NonNullable<ReturnType<typeof measureCelebration>>;

/** The flash covers the whole field, from the stage's top edge: on a phone (`width` < 500), the sky too. */
export function checkCelebration(m: CelebrationMeasure, width: number): void {
  expect(m.visible && m.opacity).toBeGreaterThan(0.3);
  expect(m.field, 'the field is on the stage').not.toBeNull();
  const close = (r: Rect) => ({
    x: expect.closeTo(r.x, 2),
    y: expect.closeTo(r.y, 2),
    width: expect.closeTo(r.width, 2),
    height: expect.closeTo(r.height, 2),
  });
  expect(m.flash).toEqual(close(m.field!));
  expect(m.flash.y).toBeCloseTo(0, 2);
  if (width < 500) expect(m.topLine!.y - m.flash.y, 'sky the flash covers (px)').toBeGreaterThan(100);
}
