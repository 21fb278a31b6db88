// A duel's result popup: both scores, both curves, the verdict in words (issue #83), and never a part of a ghost's
// game as if it were all (issue #85): while their whole game is being checked it shows no score of theirs.
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../../src/i18n';
import { addTexts } from '../../../../src/i18n';
import { duelTexts } from '../../../../src/i18n/duelTexts';
import { duelAtom, type DuelResult as Result, type DuelState } from '../../../../src/play/flow/store';
import { DuelResult } from '../../../../src/play/view/duel/DuelResult';

beforeAll(() => {
  addTexts(duelTexts);
  setupI18n({ languages: ['en-US'], language: 'en-US' });
});

const result = (r: Partial<Result>): Result => ({
  ...{ mine: 140, theirs: 128, verified: true, winner: 'you', by: 12 },
  ...{
    myCurve: [
      [0, 0],
      [600, 140],
    ],
    theirCurve: [
      [0, 0],
      [700, 128],
    ],
  },
  ...r,
});
const duel = (r: Result, more: Partial<DuelState> = {}): DuelState => ({
  ...{ id: 'd1', mode: 'race', partner: { avatar: '', name: 'Alexandra' }, ghost: false, phase: 'over' },
  ...{ countdown: 0, timeLeft: null, partnerScore: r.theirs ?? 0, partnerStatus: 'over', result: r, rematch: false },
  ...more,
});

function show(d: DuelState) {
  const store = createStore();
  store.set(duelAtom, d);
  const onRematch = vi.fn();
  const look = { popup: 'popup', actions: 'actions', primary: 'primary' };
  const guard = { initialFocus: 'dialog', tapGuardMs: 0, now: () => 0 } as const;
  render(
    <Provider store={store}>
      <DuelResult look={look} guard={guard} onRematch={onRematch} onHome={() => {}} />
    </Provider>,
  );
  return { onRematch, dialog: screen.getByRole('dialog', { name: 'The duel' }) };
}

describe("a duel's result", () => {
  it('says who won by how much, with both scores and both curves', () => {
    const { dialog } = show(duel(result({})));
    expect(screen.getByTestId('duel-verdict').textContent).toBe('You won by 12');
    expect(screen.getByTestId('duel-mine').textContent).toBe('140');
    expect(screen.getByTestId('duel-theirs').textContent).toBe('128');
    const lines = dialog.querySelectorAll('polyline');
    expect([...lines].map((l) => l.getAttribute('points')!.split(' ').length)).toEqual([2, 2]);
  });

  it('names the partner when they won, and says a draw', () => {
    show(duel(result({ mine: 100, theirs: 130, winner: 'them', by: 30 })));
    expect(screen.getByTestId('duel-verdict').textContent).toBe('Alexandra won by 30');
    document.body.innerHTML = '';
    show(duel(result({ mine: 100, theirs: 100, winner: 'draw', by: 0 })));
    expect(screen.getByTestId('duel-verdict').textContent).toBe('A draw');
  });

  it("while a ghost's whole game is being checked: no score of theirs and no verdict", () => {
    const { dialog } = show(duel(result({ theirs: null, winner: null, by: 0, theirCurve: [] }), { ghost: true }));
    expect(screen.getByTestId('duel-verdict').textContent).toBe('Checking Alexandra’s whole game…');
    expect(screen.getByTestId('duel-theirs').textContent).toBe('…');
    expect(dialog.textContent).not.toMatch(/won by|draw/);
  });

  it("marks a partner's score whose moves broke as not verified, and says why", () => {
    const { dialog } = show(duel(result({ verified: false })));
    expect(dialog.textContent).toContain('(not verified)');
    expect(dialog.textContent).toContain('Alexandra’s moves did not add up to a real game');
  });

  it('Rematch asks once, then says it waits for the partner', () => {
    const { onRematch } = show(duel(result({})));
    screen.getByRole('button', { name: 'Rematch' }).click();
    expect(onRematch).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    show(duel(result({}), { rematch: true }));
    expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
    expect(screen.getByText('Waiting for Alexandra…')).toBeTruthy();
  });
});
