import 'vitest-canvas-mock';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installHostCallbacks } from '../../../src/bridge/inbox';
import { setupI18n } from '../../../src/i18n';
import { encodeReplay, type Replay, type World } from '../../../src/game';
import { verifyReplay } from '../../../src/game/package';
import { cooldownAtom, frameAtom, popupAtom, watchAtom } from '../../../src/play/flow/store';
import { watchedBotGame } from '../../../fixtures/watched';
import { createWatchedGame } from '../../../src/play/watch/watchedGame';
import { worldBits } from '../../game/engines/entry';
import { ranking } from '../../bridge/malformed';
import { renderGame } from '../fakes';

type Calls = Record<'replayData' | 'rankingData' | 'propsData', (p: unknown) => void>;
const host = () => window as unknown as Calls;
const probe = () => (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon;
const tap = (board: HTMLElement, clientX: number) => {
  fireEvent.pointerDown(board, { clientX });
  fireEvent.pointerUp(board, { clientX });
};

const ANN = { avatar: '', name: 'Ann' };
const BO = { avatar: '', name: 'Bo' };
const { bot, replay, reference } = watchedBotGame();

beforeAll(() => {
  setupI18n({ languages: ['en-US'], language: 'en-US' });
  installHostCallbacks(window);
});

/** A game with a few pieces dropped, on the board. */
async function playing() {
  const g = renderGame();
  await screen.findByTestId('board');
  act(() => {
    for (const x of [60, 200, 300]) {
      tap(screen.getByTestId('board'), x);
      g.tick(90);
    }
  });
  return g;
}

/** The viewer's dialog once its chunk is in and it shows the game (or says why it cannot). */
async function viewer(name = /^Watching Ann & Bo’s game$/) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() =>
    expect(within(dialog).queryByRole('slider') ?? within(dialog).queryByRole('alert')).not.toBeNull(),
  );
  return dialog;
}

describe('watching a game', () => {
  it('replayData opens the viewer at once; the player game stands still, then goes on exactly as it was', async () => {
    const g = await playing();
    const before = worldBits(g.store.get(frameAtom).world);
    const frame = g.store.get(frameAtom).world.frame;
    const sentBefore = g.sent.length;
    act(() => host().replayData({ replay: bot.replay, users: [ANN, BO], scoreNum: bot.world.score }));
    const dialog = await viewer();
    act(() => g.tick(120));
    const slider = within(dialog).getByRole('slider', { name: 'Time' });
    expect(slider).toHaveAttribute('aria-valuemax', String(Math.floor(replay.frames / 60)));
    // The player's game took no step while the watched one played.
    expect(worldBits(g.store.get(frameAtom).world)).toBe(before);
    expect(probe().world().seed).toBe(replay.seed);
    // Nothing but sounds went to the host while watching.
    expect(g.sent.slice(sentBefore).every((p) => p.msg === 11 || p.msg === 12)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(worldBits(probe().world())).toBe(before);
    // The first frame after it stood still only starts the clock (as after the page was hidden); the next steps.
    act(() => g.tick(2));
    expect(g.store.get(frameAtom).world.frame).toBe(frame + 1);
  });

  it('seeks anywhere: the board shows the game’s own world at that time, and its score', async () => {
    const g = await playing();
    act(() => host().replayData({ replay: bot.replay, users: [ANN, BO] }));
    const dialog = await viewer();
    act(() => g.tick(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    const slider = within(dialog).getByRole('slider', { name: 'Time' });
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'PageDown' });
    const at = 35 * 60;
    const want = reference.positionAt(at).world;
    expect(worldBits(probe().world())).toBe(worldBits(want));
    expect(slider).toHaveAttribute('aria-valuenow', '35');
    expect(slider).toHaveAttribute('aria-valuetext', `0:35 of 2:30, score ${want.score}`);
    expect(within(dialog).getByTestId('watch-score')).toHaveTextContent(String(want.score));
    // One frame on while paused; Home and End.
    fireEvent.click(within(dialog).getByRole('button', { name: 'One frame forward' }));
    expect(worldBits(probe().world())).toBe(worldBits(reference.positionAt(at + 1).world));
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(probe().world().frame).toBe(0);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(worldBits(probe().world())).toBe(worldBits(reference.positionAt(replay.frames).world));
  });

  it('plays at every speed, and jumps from moment to moment', async () => {
    const g = await playing();
    act(() => host().replayData({ replay: bot.replay }));
    const dialog = await viewer(/^Watching a game$/);
    const speeds = within(dialog).getByRole('group', { name: 'Speed' });
    expect(
      within(speeds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0.5×', '1×', '2×', '4×', '8×', '16×']);
    act(() => g.tick(2));
    for (const [name, speed] of [
      ['0.5×', 0.5],
      ['1×', 1],
      ['4×', 4],
      ['16×', 16],
      ['2×', 2],
      ['8×', 8],
    ] as const) {
      fireEvent.click(within(speeds).getByRole('button', { name }));
      expect(within(speeds).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      const from = probe().world().frame;
      act(() => g.tick(12));
      expect(probe().world().frame - from).toBe(Math.floor(12 * speed));
      expect(worldBits(probe().world())).toBe(worldBits(reference.positionAt(probe().world().frame).world));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'Home' });
    const moments = reference.moments();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next moment' }));
    expect(probe().world().frame).toBe(moments[0]!.frame - 60);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^A wildcard · 0:01$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next moment' }));
    expect(probe().world().frame).toBe(moments[1]!.frame - 60);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous moment' }));
    expect(probe().world().frame).toBe(moments[0]!.frame - 60);
  });

  it('the end card says the final score and whether the host’s score is the same', async () => {
    const g = await playing();
    act(() => host().replayData({ replay: bot.replay, scoreNum: bot.world.score + 1 }));
    const dialog = await viewer(/^Watching a game$/);
    act(() => g.tick(2));
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'End' });
    act(() => g.tick(2));
    const end = within(dialog).getByTestId('watch-end');
    expect(end).toHaveTextContent(`Final score: ${bot.world.score}`);
    expect(within(end).getByTestId('watch-reported')).toHaveTextContent(`Not the ${bot.world.score + 1} reported`);
  });

  it('Watch on a ranking row opens its game; closing goes back to the ranking as it was', async () => {
    const g = await playing();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ranking' }));
    const list = ranking([{ users: [ANN, BO], scoreNum: bot.world.score }]) as { ranks: object[] };
    Object.assign(list.ranks[0]!, { replay: bot.replay });
    act(() => host().rankingData(list));
    const before = worldBits(g.store.get(frameAtom).world);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Ann & Bo’s game' }));
    const dialog = await viewer();
    act(() => g.tick(60));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Ranking' })).toBeInTheDocument();
    expect(g.store.get(popupAtom)).toBe('ranking');
    expect(worldBits(g.store.get(frameAtom).world)).toBe(before);
  });

  it('host calls while watching apply to the player’s game, never to the watched one', async () => {
    const g = await playing();
    act(() => host().replayData({ replay: bot.replay }));
    const dialog = await viewer(/^Watching a game$/);
    act(() => g.tick(30));
    const watched = worldBits(probe().world());
    act(() =>
      host().propsData({
        propertyList: [
          { prop: 1, quantity: 3, status: 1 },
          { prop: 2, quantity: 0, status: 1 },
        ],
        nextType: 'bomb',
      }),
    );
    expect(worldBits(probe().world())).toBe(watched);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(g.store.get(frameAtom).world.current).toEqual({ kind: 'bomb' });
    expect(g.store.get(cooldownAtom)).toEqual({ bomb: 0, wildcard: 0 });
  });

  it('the play-through starts as the viewer’s code arrives, and its progress waits for the viewer', async () => {
    const started: { viewerShown: boolean; replay?: unknown }[] = [];
    // A worker that plays the whole game through at once and answers before anybody listens for it.
    class PlayingWorker {
      onmessage: ((e: { data: unknown }) => void) | null = null;
      onerror: unknown = null;
      constructor() {
        started.push({ viewerShown: screen.queryByRole('dialog', { name: /^Watching/ }) !== null });
      }
      // The replay the page read as it was asked for: the worker decodes nothing.
      postMessage(read: Replay) {
        started.at(-1)!.replay = read;
        const game = createWatchedGame(read);
        game.work(() => 0, 1);
        this.onmessage?.({ data: game.progress(1) });
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', PlayingWorker);
    try {
      await playing();
      act(() => host().replayData({ replay: bot.replay, users: [ANN, BO], scoreNum: bot.world.score }));
      const dialog = await viewer();
      expect(started).toEqual([{ viewerShown: false, replay }]);
      // Every move checked with no page time run: the worker's answer, kept until the viewer took it.
      expect(within(dialog).getByTestId('watch-status')).toHaveAttribute('data-check', 'verified');
      const slider = within(dialog).getByRole('slider', { name: 'Time' });
      fireEvent.keyDown(slider, { key: 'End' });
      expect(slider).toHaveAttribute('aria-valuenow', String(Math.floor(replay.frames / 60)));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a replay that cannot be shown is said in words, one console error names why, and nothing else changes', async () => {
    // Another seed under the same moves: it reads, and does not verify.
    const forged = encodeReplay({ ...replay, seed: replay.seed + 1 });
    expect(verifyReplay(forged)).toMatchObject({ ok: false });
    const g = await playing();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = worldBits(g.store.get(frameAtom).world);
    const cases: [string, RegExp][] = [
      ['garbage', /its record is damaged/],
      [bot.replay.replace(/^\d+/, '9'), /newer version of the game/],
      [forged, /do not add up/],
    ];
    for (const [text, words] of cases) {
      error.mockClear();
      act(() => host().replayData({ replay: text }));
      const dialog = await viewer(/^Watching a game$/);
      act(() => g.tick(2));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(words);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toMatch(/^replay not shown: /);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
    act(() => host().replayData({ replay: 42 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(g.store.get(watchAtom)).toBeNull();
    expect(error).toHaveBeenLastCalledWith('replayData: replay must be a string');
    error.mockRestore();
    expect(worldBits(g.store.get(frameAtom).world)).toBe(before);
  });

  it('Play this seed: the player’s game is reported, and a ghost duel against the watched game starts on its seed', async () => {
    const g = await playing();
    act(() => host().replayData({ replay: bot.replay, users: [ANN, BO] }));
    const dialog = await viewer();
    act(() => g.tick(2));
    const sent = g.sent.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play this seed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The duel's code comes with the first duel: then the game on the board is reported, and the countdown.
    await screen.findByTestId('duel-countdown');
    expect(g.sent.slice(sent).map((p) => p.msg)).toEqual([5]);
    const w = g.store.get(frameAtom).world;
    expect([w.seed, w.frame, w.pieces.length]).toEqual([replay.seed, 0, 0]);
    // The watched game's board plays beside the player's, in step with it.
    const ghost = await screen.findByRole('region', { name: 'Ann & Bo’s board' });
    act(() => {
      g.tick(1);
      g.advance(3000);
    });
    expect(screen.queryByTestId('duel-countdown')).toBeNull();
    act(() => {
      for (let i = 0; i < 400 && g.store.get(frameAtom).world.phase !== 'ended'; i++) {
        tap(screen.getByTestId('board'), 180);
        g.tick(40);
        g.advance(0);
      }
    });
    const mine = g.store.get(frameAtom).world;
    const seen = probe() as unknown as { partnerWorld(): World | null };
    expect(seen.partnerWorld()!.frame).toBe(Math.min(mine.frame, replay.frames));
    expect(within(ghost).getByTestId('partner-score').textContent).toBe(String(seen.partnerWorld()!.score));
    // Both over: the result compares with the watched game's whole score, once it is checked.
    act(() => g.advance(4000));
    const result = await screen.findByRole('dialog', { name: 'The duel' });
    await waitFor(() => expect(within(result).getByTestId('duel-theirs')).toHaveTextContent(String(bot.world.score)));
    const diff = mine.score - bot.world.score;
    expect(within(result).getByTestId('duel-verdict')).toHaveTextContent(
      diff === 0 ? 'A draw' : diff > 0 ? `You won by ${diff}` : `Ann & Bo won by ${-diff}`,
    );
    expect(result.querySelectorAll('polyline')).toHaveLength(2);
  });
});
