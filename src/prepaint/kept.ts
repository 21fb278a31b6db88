// The game page's kept game in its first paint (src/play/kept/firstLook.ts): the inline kept script runs it
// straight after the body script, before anything is painted. The view then hydrates these nodes as they are
// and renders them anew from the game it brings back (play/view/Hud.tsx, PropButtons.tsx).
import { firstLook } from '../play/kept/firstLook';
import { keptKeyOf } from '../play/kept/storage';
import { PREPAINT_PENDING } from './prepaint';

/**
 * Writes the kept game's score and prop counts into the prerendered HUD (anything that fails leaves it as it is),
 * then shows #root, which the body script left hidden for it (prepaint.ts KEPT_PAINT).
 */
export function showKeptGame(
  doc: Document,
  storage: () => Pick<Storage, 'getItem'>,
  now: number,
  search: string,
): void {
  try {
    const query = new URLSearchParams(search);
    const look = firstLook(storage().getItem(keptKeyOf(query.get('phone'))), now, query.get('gameSeed'));
    if (!look) return;
    const score = doc.querySelector('#root [data-testid=score]');
    if (score) score.textContent = String(look.score);
    // One per special, in their order; the count is the only number a quantity's text holds ("×1"), in either language.
    doc.querySelectorAll('#root [data-quantity]').forEach((q, i) => {
      q.textContent = q.textContent!.replace(/\d+/, String(look.quantities[i]));
    });
  } catch {
    // no storage (a private mode that throws): the page shows what it was prerendered with
  } finally {
    doc.documentElement.removeAttribute(PREPAINT_PENDING);
  }
}
