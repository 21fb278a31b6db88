// @vitest-environment node
// The pieces' art decoded as one sheet (src/play/view/board/art.ts): every piece at its own cell, with ids of its own,
// so one piece's gradient or clip path never paints another's.
import { describe, expect, it } from 'vitest';
import { artSheetUrl, IMAGE_KEYS, type ArtCell } from '../../../src/play/view/board/art';

const sheetOf = (cells: readonly ArtCell[]) =>
  decodeURIComponent(artSheetUrl(cells).replace('data:image/svg+xml,', ''));

describe('the art sheet', () => {
  const cells = IMAGE_KEYS.map((key, i): ArtCell => ({ key, y: i * 110, width: 100 + i, height: 104 + i }));
  const sheet = sheetOf(cells);

  it('is one SVG as tall as its cells, each piece nested at its cell', () => {
    expect(sheet.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="112" height="1436">`)).toBe(true);
    for (const c of cells)
      expect(sheet).toContain(
        `<svg x="0" y="${c.y}" width="${c.width}" height="${c.height}" preserveAspectRatio="none" `,
      );
    expect(sheet.match(/<svg /g)).toHaveLength(cells.length + 1);
  });

  it("gives every id its piece's name, and every reference points at an id of the sheet", () => {
    const ids = [...sheet.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(IMAGE_KEYS.some((k) => id.startsWith(`art-${k}-`))).toBe(true);
    for (const [, ref] of sheet.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});
