import 'vitest-canvas-mock';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import Konva from 'konva';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHostCallbacks } from '../../../src/bridge/inbox';
import { setupI18n } from '../../../src/i18n';
import {
  createGameStore,
  endAtom,
  frameAtom,
  keptAtom,
  pendingAtom,
  popupAtom,
  propsAtom,
  rankingAtom,
  watchAtom,
} from '../../../src/play/flow/store';
import { MALFORMED } from '../../bridge/malformed';
import { parseInitData, parsePropsData, parseRankingData, parseReplayData } from '../../../src/bridge/validate';
import { fakeBridge, manualClock, manualTimers, memoryStorage, renderGame } from '../fakes';
import { Game } from '../../../src/play/view/frame/Game';
import { scoreMsg, startSession } from '../sessionFakes';
import { KEPT_KEY, createStorageKeptStore } from '../../../src/play/kept/storage';
import type { GameSession } from '../../../src/play/session/session';
import { useBoardArt } from '../../../src/play/view/board/useBoardArt';

/** A tap on the board: press and release at clientX (a drop happens on release). */
const tap = (board: HTMLElement, clientX: number) => {
  fireEvent.pointerDown(board, { clientX });
  fireEvent.pointerUp(board, { clientX });
};

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

describe('game UI and the host', () => {
  // What each tap sends, and how settings are saved, is the session's (tests/play/session/session.test.ts);
  // here: that the page's controls reach it and show what it holds.
  it('the pause popup: Back opens it and pauses; the switches show and change the saved settings; Continue, Home and Restart act', async () => {
    const g = renderGame({ storage: memoryStorage({ music: '2' }) });
    await screen.findByTestId('board');
    act(() => {
      tap(screen.getByTestId('board'), 100);
      g.tick(30);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeInTheDocument();
    expect(g.store.get(frameAtom).world.phase).toBe('paused');
    expect(screen.getByRole('switch', { name: 'Sound effects' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(screen.getByRole('switch', { name: 'Music' }));
    expect(screen.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(g.store.get(frameAtom).world.phase).toBe('playing');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(g.msgs().at(-1)).toBe(1);
    expect(g.store.get(frameAtom).world.pieces).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(g.store.get(frameAtom).world.pieces).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a double tap on Continue: the second tap, landing on the board, drops nothing', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => {
      g.advance(250);
      tap(screen.getByTestId('board'), 100);
      g.tick(5);
    });
    expect(g.store.get(frameAtom).world.pieces).toEqual([]);
    act(() => {
      g.advance(250);
      tap(screen.getByTestId('board'), 100);
    });
    expect(g.store.get(frameAtom).world.pieces).toHaveLength(1);
  });

  it('the page going away mid-game (pagehide) opens the pause popup and sends nothing', async () => {
    const g = await ready();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeInTheDocument();
    expect(g.store.get(frameAtom).world.phase).toBe('paused');
    expect(g.msgs()).toEqual([13]);
  });

  it('Escape continues from the pause popup', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(g.store.get(popupAtom)).toBe('none');
  });

  it('the end popup shows the countdown, then the score; Revive says what it costs and how many are left, waits while pending and is gone after two', async () => {
    const g = await ready();
    const f = g.store.get(frameAtom);
    act(() => {
      g.store.set(frameAtom, { ...f, world: { ...f.world, phase: 'ended' } }); // a game over
      g.store.set(endAtom, { secondsLeft: 2, score: null });
      g.store.set(popupAtom, 'end');
    });
    const dialog = screen.getByRole('dialog', { name: 'Game over' });
    const score = () => within(dialog).getAllByRole('status')[0];
    expect(score()).toHaveTextContent('Your score in 2');
    act(() => g.store.set(endAtom, { secondsLeft: 0, score: 42 }));
    expect(score()).toHaveTextContent('Score: 42');
    expect(within(dialog).getByRole('button', { name: 'Revive: watch a video (2 left)' })).toHaveTextContent(
      'Revive: watch a video (2 left)',
    );
    act(() => g.store.set(frameAtom, { ...g.store.get(frameAtom), world: { ...f.world, phase: 'ended', revives: 1 } }));
    expect(within(dialog).getByRole('button', { name: 'Revive: watch a video (1 left)' })).toBeInTheDocument();
    act(() => g.store.set(pendingAtom, { revive: true, bomb: false, wildcard: false }));
    const revive = within(dialog).getByRole('button', { name: /^Revive/ });
    expect(revive).toHaveAttribute('aria-busy', 'true');
    expect(revive).toHaveTextContent('Waiting…');
    const ended = g.store.get(frameAtom);
    act(() => g.store.set(frameAtom, { ...ended, world: { ...ended.world, revives: 2 } }));
    expect(within(dialog).queryByRole('button', { name: /^Revive/ })).toBeNull();
  });

  it('in Chinese, Revive reads 看视频复活 and how many are left', async () => {
    setupI18n({ languages: ['zh-CN'], language: 'zh-CN' });
    try {
      const g = await ready();
      const f = g.store.get(frameAtom);
      act(() => {
        g.store.set(frameAtom, { ...f, world: { ...f.world, phase: 'ended', revives: 1 } });
        g.store.set(popupAtom, 'end');
      });
      expect(screen.getByRole('button', { name: '看视频复活（还剩 1 次）' })).toBeInTheDocument();
    } finally {
      setupI18n({ languages: ['en-US'], language: 'en-US' });
    }
  });

  it('ranking: opening sends 3, tabs send 4 and 3, each answer renders under the tab it answers', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    expect(g.msgs().slice(-1)).toEqual([3]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading…');
    fireEvent.click(screen.getByRole('tab', { name: 'Total' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(g.msgs().slice(-2)).toEqual([4, 3]);
    const users = [
      { avatar: 'https://example.com/a.png', name: 'ABCDEFG' },
      { avatar: 'not a url', name: '李小龙好棒' },
    ];
    // Three requests wait (Today, Total, Today); the host answers them in that order.
    act(() =>
      host().rankingData!({ user: { rank: 7, users, scoreNum: 99, type: 2 }, ranks: [{ users, scoreNum: 120 }] }),
    );
    // The first 4 characters (docs/product.md, "Ranking") and "…" on screen; the whole name for assistive tech.
    expect(screen.getAllByText('ABCD…')).toHaveLength(2);
    expect(screen.getAllByText('李小龙好…')).toHaveLength(2);
    for (const cut of screen.getAllByText('ABCD…')) expect(cut).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByText('ABCDEFG')).toHaveLength(2);
    expect(screen.getAllByText('ABCDEFG')[0]).toHaveClass('visually-hidden');
    expect(screen.getAllByTestId('avatar-placeholder').length).toBeGreaterThan(0);
    expect(screen.getByTestId('my-rank')).toHaveTextContent('7');
    act(() => host().rankingData!({ user: { rank: '未上榜', users, scoreNum: 0, type: 2 }, ranks: [] })); // Total's
    expect(screen.getByTestId('my-rank')).toHaveTextContent('7'); // Today still shows Today's
    act(() => host().rankingData!({ user: { rank: '12', users: [users[0]], scoreNum: 0, type: 1 }, ranks: [] }));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not matched');
    expect(screen.getByTestId('my-rank')).not.toHaveTextContent('12');
    expect(screen.getAllByText('ABCD…')).toHaveLength(1); // one person: not matched
    fireEvent.click(screen.getByRole('tab', { name: 'Total' }));
    act(() => host().rankingData!({ user: { rank: '未上榜', users, scoreNum: 0, type: 2 }, ranks: [] }));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not ranked');
    expect(screen.getByText('No ranking yet')).toBeInTheDocument();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => host().rankingData!({ user: { rank: '12', users, scoreNum: 0, type: 2 }, ranks: [] })); // unasked
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Not ranked');
    expect(warn).toHaveBeenCalledWith('rankingData: no ranking request is waiting; its list is not shown');
  });

  it("ranking: the player's own row says You; a short name keeps no mark; tabs answer arrows, Home and End", async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    const users = [
      { avatar: 'not a url', name: 'Bo' },
      { avatar: 'not a url', name: 'Alexandra' },
    ];
    act(() =>
      host().rankingData!({ user: { rank: 2, users, scoreNum: 99, type: 2 }, ranks: [{ users, scoreNum: 120 }] }),
    );
    const mine = screen.getByTestId('my-rank');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getAllByText('Bo')).toHaveLength(2); // on screen, uncut, and its copy for assistive tech
    expect(within(mine).getByText('Alex…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(screen.getByRole('tabpanel')).queryByText('You')).toBeNull(); // the list's rows are not labelled
    // Tabs: one tab stop (the chosen one); arrows wrap; Home and End; each choice asks the host.
    const today = screen.getByRole('tab', { name: 'Today' });
    const total = screen.getByRole('tab', { name: 'Total' });
    expect([today.tabIndex, total.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', today.id);
    expect(today).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(total).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(total);
    expect([today.tabIndex, total.tabIndex]).toEqual([-1, 0]);
    expect(g.msgs().slice(-1)).toEqual([4]);
    fireEvent.keyDown(total, { key: 'ArrowRight' }); // wraps to the first
    expect(document.activeElement).toBe(today);
    fireEvent.keyDown(today, { key: 'End' });
    expect(document.activeElement).toBe(total);
    fireEvent.keyDown(total, { key: 'Home' });
    expect(document.activeElement).toBe(today);
    fireEvent.keyDown(today, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(total);
    expect(g.msgs().slice(-5)).toEqual([4, 3, 4, 3, 4]);
    fireEvent.keyDown(total, { key: 'Enter' }); // not a tab key: nothing asked
    expect(g.msgs().slice(-1)).toEqual([4]);
    expect(g.msgs().filter((m) => m === 3 || m === 4)).toHaveLength(6);
  });

  it('ranking: Today answered after Total was chosen stays under Today; Total keeps loading until its own', async () => {
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Total' }));
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: 'Bo' },
    ];
    act(() =>
      host().rankingData!({ user: { rank: 1, users, scoreNum: 50, type: 2 }, ranks: [{ users, scoreNum: 50 }] }),
    );
    expect(screen.getByRole('tab', { name: 'Total' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('my-rank')).toBeNull();
    act(() => host().rankingData!({ user: { rank: '9', users, scoreNum: 900, type: 2 }, ranks: [] }));
    expect(screen.getByTestId('my-rank')).toHaveTextContent('9');
    expect(screen.getByTestId('my-rank')).toHaveTextContent('900');
  });

  it('ranking: no answer in 10 s shows "could not load" with Retry; Retry and the open tab ask again', async () => {
    const g = await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    act(() => g.advance(9_999));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading…');
    act(() => g.advance(1));
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Could not load the ranking');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading…');
    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(g.msgs().slice(-3)).toEqual([3, 3, 3]);
  });
});

describe('no host app', () => {
  it('without a 2D canvas: console.error and a visible message, the rest of the page still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const g = renderGame();
    expect(await screen.findByRole('alert')).toHaveTextContent('This device cannot draw the game board.');
    expect(error).toHaveBeenCalledWith('canvas: 2D context unavailable');
    // The prop buttons come alive without a board too: the host can still be asked for a bomb.
    fireEvent.click(screen.getByRole('button', { name: /^Bomb ×\d+$/ }));
    expect(g.sent.at(-1)).toEqual({ msg: 8 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(g.sent.at(-1)).toEqual(scoreMsg(0));
    noContext.mockRestore();
  });

  it('a canvas that fails after its first context: the board shows a message with reload, the rest still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's own canvas check passes; the canvases Konva makes for its layers give no context.
    const make = Konva.Util.createCanvasElement.bind(Konva.Util);
    const flaky = vi.spyOn(Konva.Util, 'createCanvasElement').mockImplementation(() => {
      const canvas = make();
      canvas.getContext = (() => null) as HTMLCanvasElement['getContext'];
      return canvas;
    });
    const g = renderGame();
    const notice = await screen.findByTestId('error-notice');
    expect(notice).toHaveTextContent('This device cannot draw the game board.');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(g.sent.at(-1)).toEqual(scoreMsg(0));
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('board failed', expect.anything(), expect.any(String));
    flaky.mockRestore();
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
    const callback = new Map<unknown, 'initData' | 'propsData' | 'rankingData' | 'replayData'>([
      [parseInitData, 'initData'],
      [parsePropsData, 'propsData'],
      [parseRankingData, 'rankingData'],
      [parseReplayData, 'replayData'],
    ]);
    expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
    const state = () => ({
      world: g.store.get(frameAtom).world,
      props: g.store.get(propsAtom),
      ranking: g.store.get(rankingAtom),
      pending: g.store.get(pendingAtom),
      watch: g.store.get(watchAtom),
      height: (g.container.firstElementChild as HTMLElement).style.height,
    });
    const before = state();
    for (const [, parse, raw, field] of MALFORMED) {
      error.mockClear();
      const fn = host()[callback.get(parse)!]!;
      act(() => fn(raw));
      expect(error).toHaveBeenCalledTimes(1);
      const message = String(error.mock.calls[0]![0]);
      expect(message).toMatch(field);
      expect(message).not.toMatch(/^host call \w+ failed/); // refused by the validator, not caught as a crash
    }
    expect(state()).toEqual(before); // nothing applied: the world, the props, the ranking, the requests, the size
    act(() => host().videoFinished!()); // no game over: refused, reported
    expect(error).toHaveBeenCalledWith('videoFinished: no revive is pending');
    act(() => {
      tap(screen.getByTestId('board'), 100);
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

  it.each([
    ['en-US', ['Bomb ×0', 'Wildcard ×1'], ['Bomb ×3', 'Wildcard ×0']],
    ['zh-CN', ['炸弹 ×0', '万能水果 ×1'], ['炸弹 ×3', '万能水果 ×0']],
  ])('in %s each button is named by the contract word, then the quantity it shows', async (lang, before, after) => {
    setupI18n({ languages: [lang], language: lang });
    try {
      const g = renderGame();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? '');
      expect(names().filter((n) => n.includes('×'))).toEqual(before);
      act(() =>
        g.store.set(propsAtom, [
          { prop: 1, quantity: 3, status: 1 },
          { prop: 2, quantity: 0, status: 1 },
        ]),
      );
      expect(names().filter((n) => n.includes('×'))).toEqual(after);
      for (const b of screen.getAllByRole('button').filter((x) => x.getAttribute('aria-label')?.includes('×')))
        expect(b.getAttribute('aria-label')).toContain(b.querySelector('span')!.textContent);
    } finally {
      setupI18n({ languages: ['en-US'], language: 'en-US' });
    }
  });

  it('a press shows the cooldown, then waits for the host; presses meanwhile send nothing', async () => {
    const g = renderGame();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      tap(screen.getByTestId('board'), 100); // a fruit a wildcard can upgrade
      g.tick(30);
    });
    const wildcard = screen.getByRole('button', { name: /^Wildcard ×\d+$/ });
    fireEvent.click(wildcard);
    expect(wildcard).toHaveAttribute('aria-disabled', 'true');
    expect(wildcard).toHaveAttribute('aria-busy', 'true');
    expect(wildcard).toHaveTextContent('Waiting…');
    act(() => g.advance(3100)); // past the cooldown, still no answer
    expect(wildcard).toHaveTextContent('Waiting…');
    fireEvent.click(wildcard);
    act(() =>
      host().propsData!({
        propertyList: [
          { prop: 1, quantity: 0, status: 1 },
          { prop: 2, quantity: 0, status: 1 },
        ],
        nextType: 'wildcard',
      }),
    );
    expect(wildcard).not.toHaveAttribute('aria-disabled');
    expect(wildcard).toHaveTextContent('×0');
    fireEvent.click(wildcard);
    expect(wildcard).toHaveTextContent('3 s'); // 9 needs no answer: only the cooldown shows
    expect(g.msgs()).toEqual([13, 11, 7, 9]);
  });

  it('the quantity decides 6/7 or 8/9, and propsData updates it and sets the next piece', async () => {
    const g = renderGame();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      tap(screen.getByTestId('board'), 100); // a fruit a wildcard can upgrade
      g.tick(30);
    });
    fireEvent.click(screen.getByRole('button', { name: /^Bomb ×\d+$/ })); // starts at 0: 8
    fireEvent.click(screen.getByRole('button', { name: /^Wildcard ×\d+$/ })); // starts at 1: 7, which waits
    const list = (bomb: number, wildcard: number) => [
      { prop: 1, quantity: bomb, status: 1 },
      { prop: 2, quantity: wildcard, status: 0 },
    ];
    act(() => host().propsData!(JSON.stringify({ propertyList: list(2, 0), nextType: 'bomb' }))); // answers 8
    expect(g.store.get(frameAtom).world.current).toEqual({ kind: 'bomb' });
    expect(screen.getByRole('button', { name: /^Bomb ×\d+$/ })).toHaveTextContent('×2');
    expect(screen.getByRole('button', { name: /^Wildcard ×\d+$/ })).toHaveAttribute('aria-busy', 'true');
    act(() => host().propsData!({ propertyList: list(2, 0), nextType: 2 })); // answers 7
    expect(g.store.get(frameAtom).world.specials).toEqual(['wildcard']);
    act(() => g.advance(3100));
    fireEvent.click(screen.getByRole('button', { name: /^Bomb ×\d+$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Wildcard ×\d+$/ }));
    expect(g.msgs()).toEqual([13, 11, 8, 7, 6, 9]);
    act(() => host().propsData!({ propertyList: [], nextType: 7 }));
    expect(screen.getByRole('button', { name: /^Bomb ×\d+$/ })).toHaveTextContent('×2');
  });
});

describe('the session and React', () => {
  it('under StrictMode the session is made and started outside render: no store or storage write while React renders', async () => {
    const store = createGameStore();
    const writes: string[] = [];
    const set = store.set;
    store.set = ((...args: Parameters<typeof set>) => {
      writes.push(String(args[0]));
      return set(...args);
    }) as typeof set;
    const saved: string[] = [];
    const storage = memoryStorage();
    const setItem = storage().setItem.bind(storage());
    storage().setItem = (k: string, v: string) => {
      saved.push(`${k}=${v}`);
      setItem(k, v);
    };
    const host = fakeBridge();
    const frames = manualClock();
    const wall = manualTimers();
    // Renders after the game in the same render pass: what it sees was written during render.
    let duringRender: number | null = null;
    function Marker() {
      duringRender = writes.length + saved.length;
      return null;
    }
    render(
      <StrictMode>
        <Provider store={store}>
          <Game
            bridge={host.bridge}
            seed={1}
            clock={frames.clock}
            timers={wall.timers}
            storage={storage}
            loadImages={() => Promise.resolve(new Map())}
          />
          <Marker />
        </Provider>
      </StrictMode>,
    );
    expect(duringRender).toBe(0);
    await screen.findByTestId('board');
    expect(writes.length).toBeGreaterThan(0); // started, after the commit
    expect(saved).toEqual(['soundEffect=1', 'music=1']); // first load saves each default once
    expect(host.msgs()).toEqual([13]); // the music state, once, though StrictMode starts it twice
  });
});

describe('a kept game', () => {
  it("comes back drawn: the art of its board's pieces is decoded with the first art, not after numbered circles", async () => {
    const storage = memoryStorage();
    const before = startSession({ storage, seed: 7 });
    for (const x of [60, 200, 320, 120, 260]) before.dropAndRun(x);
    const keys = new Set(before.world().pieces.map((p) => p.key));
    expect(keys.size).toBeGreaterThan(1);
    const asked: string[][] = [];
    const loadImages = (k: readonly string[] = []) => (asked.push([...k]), Promise.resolve(new Map()));
    const g = renderGame({ storage, seed: 99, loadImages });
    await screen.findByTestId('board');
    expect(g.store.get(popupAtom)).toBe('pause');
    for (const k of keys) expect(asked[0]).toContain(k);
  });

  it('never shows a new game first: a game local storage holds is the board’s first, before the store answers', async () => {
    const storage = memoryStorage();
    const before = startSession({ storage, seed: 7 });
    for (const x of [60, 200, 320]) before.dropAndRun(x);
    before.session.setHidden(true);
    const kept = before.world();
    const local = createStorageKeptStore(storage);
    // Each board the page shows, by the score beside it when it appears.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByTestId('board') && !shown.length) shown.push(screen.getByTestId('score').textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // The store (IndexedDB) never answers: local storage's game is the one shown.
    const g = renderGame({
      storage,
      seed: 99,
      keptStore: { ...local, read: () => new Promise<string | null>(() => {}) },
    });
    await screen.findByTestId('board');
    observer.disconnect();
    expect(shown).toEqual([String(kept.score)]);
    expect(screen.getByTestId('score')).toHaveTextContent(String(kept.score));
    expect(g.store.get(frameAtom).world.seed).toBe(7);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('its art is asked for as the keeper draws it, from the store: not after React has rendered and painted it', async () => {
    const before = startSession({ seed: 7 });
    for (const x of [60, 200, 320]) before.dropAndRun(x);
    const store = createGameStore();
    const asked: string[][] = [];
    const loadImages = (k: readonly string[] = []) => (asked.push([...k]), Promise.resolve(new Map()));
    const session = { world: () => before.world() } as GameSession;
    renderHook(() => useBoardArt(session, loadImages), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    expect(asked).toEqual([]); // nothing is drawn while the kept game is unasked
    // Outside act, as the keeper does it: React renders this in a later task; the art starts a microtask on.
    store.set(keptAtom, 'read');
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toHaveLength(1);
    for (const p of before.world().pieces) expect(asked[0]).toContain(p.key);
  });

  it('is checked against its replay only once the frame that shows it is painted: a bad save is dropped then', async () => {
    const storage = memoryStorage();
    const before = startSession({ storage, seed: 7 });
    for (const x of [60, 200, 320]) before.dropAndRun(x);
    before.session.setHidden(true);
    const o = JSON.parse(storage.data.get(KEPT_KEY)!);
    o.world.n[5] += 100; // a score its replay does not make
    storage.data.set(KEPT_KEY, JSON.stringify(o));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = renderGame({ storage, seed: 99, loadImages: () => Promise.resolve(new Map()) });
    await screen.findByTestId('board');
    for (let i = 0; i < 20; i++) act(() => g.advance(100)); // the session's timers run: the check does not
    expect(g.store.get(frameAtom).world.seed).toBe(7);
    expect(warn).not.toHaveBeenCalled();
    act(() => frames.splice(0).forEach((f) => f(0))); // the frame that shows the board
    await vi.waitFor(() => {
      act(() => g.advance(0));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept game dropped: .*comes to another world/));
    });
    expect(g.store.get(frameAtom).world.seed).toBe(99);
  });
});
