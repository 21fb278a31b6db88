import 'vitest-canvas-mock';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHostCallbacks } from '../../src/bridge/inbox';
import { setupI18n } from '../../src/i18n';
import { frameAtom, popupAtom } from '../../src/play/store';
import { MALFORMED } from '../bridge/malformed';
import { memoryStorage, renderGame } from './fakes';

type W = Record<string, (p?: unknown) => void>;
const host = () => window as unknown as W;

beforeAll(() => {
  setupI18n({ languages: ['en-US'], language: 'en-US' });
  installHostCallbacks(window);
});

async function ready() {
  const g = renderGame();
  await screen.findByTestId('board');
  return g;
}

/** Drops in one spot until the game ends. */
function playUntilOver(g: Awaited<ReturnType<typeof ready>>) {
  const board = screen.getByTestId('board');
  for (let i = 0; i < 200 && g.store.get(frameAtom).world.phase !== 'ended'; i++) {
    act(() => {
      fireEvent.pointerDown(board, { clientX: 60, clientY: 10 });
      g.tick(40);
    });
  }
  expect(g.store.get(frameAtom).world.phase).toBe('ended');
}

describe('game UI and the host', () => {
  it('sends the saved music state once at start', async () => {
    const g = await ready();
    expect(g.msgs()).toEqual([13]);
  });

  it('music off is saved and sent as 14 at the next start', async () => {
    const storage = memoryStorage({ music: '2' });
    const g = renderGame({ storage });
    await screen.findByTestId('board');
    expect(g.msgs()).toEqual([14]);
  });

  it('falls back to the defaults when local storage throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const g = renderGame({ storage: broken });
    await screen.findByTestId('board');
    expect(g.msgs()).toEqual([13]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('switch', { name: 'Sound effects' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('switch', { name: 'Music' }));
    expect(screen.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'false');
    expect(error).toHaveBeenCalled();
  });

  it('back sends 5 with the score and opens the paused popup, which pauses the world', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(g.sent.at(-1)).toEqual({ msg: 5, score: 0 });
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeInTheDocument();
    expect(g.store.get(frameAtom).world.phase).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(g.store.get(frameAtom).world.phase).toBe('playing');
  });

  it('Escape continues from the pause popup', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(g.store.get(popupAtom)).toBe('none');
  });

  it('restart sends 10 and starts a fresh game; home sends 1', async () => {
    const g = await ready();
    act(() => {
      fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 100 });
      g.tick(30);
    });
    expect(g.store.get(frameAtom).world.pieces.length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(g.msgs()).toEqual([13, 11, 5, 1, 10]); // 11: the piece landed
    expect(g.store.get(frameAtom).world.pieces).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends 11 on landing and 12 on merging, and nothing with sound effects off', async () => {
    const g = await ready();
    act(() => {
      fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 100 });
      g.tick(60);
    });
    expect(g.msgs()).toContain(11);
    let w = g.store.get(frameAtom).world;
    // Drop until something merges.
    for (let i = 0; i < 40 && !g.msgs().includes(12); i++) {
      act(() => {
        fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 100 + (i % 3) * 5 });
        g.tick(60);
      });
    }
    expect(g.msgs()).toContain(12);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Sound effects' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const before = g.sent.length;
    for (let i = 0; i < 10; i++) {
      act(() => {
        fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 200 });
        g.tick(60);
      });
    }
    w = g.store.get(frameAtom).world;
    expect(w.pieces.length).toBeGreaterThan(0);
    expect(
      g
        .msgs()
        .slice(before)
        .filter((m) => m === 11 || m === 12),
    ).toEqual([]);
  });

  it('after game over: a 3 s countdown, then 5 with the final score', async () => {
    const g = await ready();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      playUntilOver(g);
      const dialog = screen.getByRole('dialog', { name: 'Game over' });
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your score in 3');
      const sentBefore = g.sent.length;
      for (const ms of [1000, 1000, 900]) act(() => vi.advanceTimersByTime(ms)); // each second re-renders
      expect(g.sent.length).toBe(sentBefore);
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your score in 1');
      act(() => vi.advanceTimersByTime(200));
      const score = g.store.get(frameAtom).world.score;
      expect(g.sent.at(-1)).toEqual({ msg: 5, score });
      expect(within(dialog).getByRole('status')).toHaveTextContent(`Score: ${score}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('revive: 2, then videoFinished removes the five oldest and resumes; after two, no revive', async () => {
    const g = await ready();
    for (let round = 1; round <= 3; round++) {
      playUntilOver(g);
      const revive = screen.queryByRole('button', { name: 'Revive' });
      if (round === 3) {
        expect(revive).toBeNull();
        break;
      }
      fireEvent.click(revive!);
      expect(g.sent.at(-1)).toEqual({ msg: 2 });
      const before = g.store.get(frameAtom).world.pieces.length;
      act(() => host().videoFinished!());
      const w = g.store.get(frameAtom).world;
      expect(w.phase).toBe('playing');
      expect(w.revives).toBe(round);
      expect(w.pieces.length).toBe(before - 5);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('ranking: opening sends 3, tabs send 4 and 3, the list and the own record render', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    expect(g.msgs().slice(-1)).toEqual([3]);
    expect(screen.getByText('No ranking yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Total' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(g.msgs().slice(-2)).toEqual([4, 3]);
    const users = [
      { avatar: 'https://example.com/a.png', name: 'ABCDEFG' },
      { avatar: 'not a url', name: '李小龙好棒' },
    ];
    act(() =>
      host().rankingData!({ user: { rank: 7, users, scoreNum: 99, type: 2 }, ranks: [{ users, scoreNum: 120 }] }),
    );
    expect(screen.getAllByText('ABCD')).toHaveLength(2);
    expect(screen.getAllByText('李小龙好')).toHaveLength(2);
    expect(screen.getAllByTestId('avatar-placeholder').length).toBeGreaterThan(0);
    expect(screen.getByTestId('my-rank')).toHaveTextContent('7');
    act(() => host().rankingData!({ user: { rank: '未上榜', users, scoreNum: 0, type: 2 }, ranks: [] }));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not ranked');
    expect(screen.getByText('No ranking yet')).toBeInTheDocument();
    act(() => host().rankingData!({ user: { rank: 3, users, scoreNum: 0, type: 1 }, ranks: [] }));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not matched');
    expect(screen.getByTestId('my-rank')).not.toHaveTextContent('3');
  });
});

describe('no host app', () => {
  it('plays the page’s own sounds instead of sending 11 and 12, never both', async () => {
    const played: string[] = [];
    const g = renderGame({ kind: 'none', playSound: (n) => played.push(n) });
    await screen.findByTestId('board');
    for (let i = 0; i < 40 && !played.includes('merge'); i++) {
      act(() => {
        fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 100 + (i % 3) * 5 });
        g.tick(60);
      });
    }
    expect(played).toContain('land');
    expect(played).toContain('merge');
    expect(g.msgs().filter((m) => m === 11 || m === 12)).toEqual([]);
  });

  it('without a 2D canvas: console.error and a visible message, the rest of the page still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const g = renderGame();
    expect(await screen.findByRole('alert')).toHaveTextContent('This device cannot draw the game board.');
    expect(error).toHaveBeenCalledWith('canvas: 2D context unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(g.sent.at(-1)).toEqual({ msg: 5, score: 0 });
    noContext.mockRestore();
  });

  it('initData sets the game area to statusHeight - 110 + statusBarHeight', async () => {
    const { container } = await ready();
    act(() => host().initData!({ type: 1, statusBarHeight: 44, statuswidth: 375, statusHeight: 700 }));
    expect((container.firstElementChild as HTMLElement).style.height).toBe('634px');
  });
});

describe('malformed host calls', () => {
  it('each is reported with console.error naming the field; nothing throws and the game keeps running', async () => {
    const g = await ready();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = { parseInitData: 'initData', parsePropsData: 'propsData', parseRankingData: 'rankingData' } as const;
    expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
    const before = g.store.get(frameAtom).world;
    for (const [, parse, raw, field] of MALFORMED) {
      error.mockClear();
      const fn = host()[name[parse.name as keyof typeof name]]!;
      expect(() => act(() => fn(raw))).not.toThrow();
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toMatch(field);
    }
    expect(g.store.get(frameAtom).world.current).toEqual(before.current); // nothing applied
    act(() => host().videoFinished!()); // no game over: refused, reported
    expect(error).toHaveBeenCalledWith('videoFinished: no revive is pending');
    act(() => {
      fireEvent.pointerDown(screen.getByTestId('board'), { clientX: 100 });
      g.tick(30);
    });
    expect(g.store.get(frameAtom).world.pieces).toHaveLength(1);
  });
});

describe('prop buttons', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('ignore presses during the 3 s cooldown', async () => {
    const g = renderGame();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const wildcard = screen.getByRole('button', { name: 'Wildcard' });
    fireEvent.click(wildcard);
    act(() => vi.advanceTimersByTime(2900));
    fireEvent.click(wildcard);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(wildcard);
    expect(g.msgs()).toEqual([13, 7, 7]);
  });

  it('the quantity decides 6/7 or 8/9, and propsData updates it and sets the next piece', async () => {
    const g = renderGame();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bomb' })); // starts at 0
    fireEvent.click(screen.getByRole('button', { name: 'Wildcard' })); // starts at 1
    act(() =>
      host().propsData!(
        JSON.stringify({
          propertyList: [
            { prop: 1, quantity: 2, status: 1 },
            { prop: 2, quantity: 0, status: 0 },
          ],
          nextType: 'bomb',
        }),
      ),
    );
    expect(g.store.get(frameAtom).world.current).toEqual({ kind: 'bomb' });
    expect(screen.getByRole('button', { name: 'Bomb' })).toHaveTextContent('×2');
    act(() => vi.advanceTimersByTime(3100));
    fireEvent.click(screen.getByRole('button', { name: 'Bomb' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wildcard' }));
    expect(g.msgs()).toEqual([13, 8, 7, 6, 9]);
    act(() => host().propsData!({ propertyList: [], nextType: 7 }));
    expect(screen.getByRole('button', { name: 'Bomb' })).toHaveTextContent('×2');
  });
});
