// A game outlives its page, in Chromium and in WebKit: the page opened with a game kept paints only that game,
// and the page opened again in the middle of a game, with no hide and no unload first (the app reloads its
// WebView), is back on the same game. Played in the host simulator answering like the app (a revive watched, a
// granted bomb waiting); the restored world is compared bit for bit with the world its kept replay makes in
// Node, and the game's last msg 5 verifies in Node. The app's process killed is keptKill.test.ts, on a phone
// a test may kill (drivers/phone/killable.ts): no driver survives it.
import { describe, expect, it } from 'vitest';
import type { Language, Phone } from '../../../drivers/phone/phone';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { KEPT_KEY } from '../../../src/play/kept/storage';
import { keptSave } from '../shared/keptSave';
import { boardDrawn, dropAt, tapPopup, world } from './game';
import { usePhone } from './harness';

/** Real time for the page's last IndexedDB write to complete (a few ms) before the page is opened again. */
const WRITE_MS = 250;

/** The whole world in the game's frame, -0 kept apart from 0 (JSON would make it 0). */
async function fullWorld(p: Phone): Promise<World> {
  const text = await p.run(() =>
    JSON.stringify((window as unknown as { bigWatermelon: { world(): unknown } }).bigWatermelon.world(), (_, v) =>
      Object.is(v, -0) ? '-0!' : (v as unknown),
    ),
  );
  return JSON.parse(text, (_, v: unknown) => (v === '-0!' ? -0 : v)) as World;
}

/**
 * The kept game's replay, played in Node. The page writes each save to IndexedDB and at once to local storage, and
 * reads the newer: a page left right after a write may lose the transaction, never the local storage write, so
 * the local storage copy is the newest (the kill tests, where only IndexedDB reaches the disk in time, read that).
 */
async function keptReplayWorld(p: Phone): Promise<World> {
  const text = await p.run((key: string) => localStorage.getItem(key), KEPT_KEY);
  if (!text) throw new Error('no game kept in local storage');
  const r = decodeReplay((JSON.parse(text) as { replay: string }).replay);
  if (!r.ok) throw new Error(r.reason);
  const played = playReplay(r.replay);
  if (!played.ok) throw new Error(played.reason);
  return played.world;
}

const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);

/** The host simulator answering like the app, the phone in its game's frame once the board is drawn. */
async function openSimulator(p: Phone, lang: Language): Promise<void> {
  await p.open('host-simulator.html?seed=7', { lang, ready: '#game' });
  await p.frame('game');
  await p.pageTimeUntil(() => p.run(boardDrawn), 'the board');
}

/** What the simulator's log holds: each message the game sent it. */
async function hostLog(p: Phone): Promise<{ msg: number; score?: number; replay?: string }[]> {
  await p.frame(null);
  const log = await p.run(() => (window as unknown as { hostLog: unknown[] }).hostLog);
  await p.frame('game');
  return log as { msg: number; score?: number; replay?: string }[];
}

/** Runs page time in the simulator (its answers wait on its timers), then goes back into the game's frame. */
async function hostTime(p: Phone, ms: number): Promise<void> {
  await p.frame(null);
  await p.runFor(ms);
  await p.frame('game');
}

describe.each(['en-US', 'zh-CN'] as const)('a game outlives its page, in %s', (lang) => {
  const phone = usePhone();

  it('opened with a game kept: from the first paint on, only its score and next piece, then its pause popup', async () => {
    const p = phone();
    const kept = keptSave();
    // Written from another page of the site: a game page left would keep (or clear) its own game.
    await p.open('share?roomNo=1', { lang });
    await p.run((key: string, text: string) => localStorage.setItem(key, text), KEPT_KEY, kept.text);
    await p.open('BigWatermelon?seed=9', { lang, ready: 'html[data-ready] dialog[open]' });
    expect(await world(p)).toMatchObject({ phase: 'paused', score: kept.world.score });
    const next = await p.run(() => document.querySelector('[data-testid=preview]')?.getAttribute('aria-label'));
    expect(await p.painted()).toEqual({ scores: [String(kept.world.score)], nexts: [next] });
    expect(await p.errors()).toEqual([]);
  });
});

describe('a game outlives its page opened again', () => {
  const phone = usePhone();

  it('the page opened again mid-game: back on the pause popup, the same game, its end verifies', async () => {
    const p = phone();
    await openSimulator(p, 'en-US');
    await p.runFor(600); // past the popup guards
    let w = await world(p);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(p, 40);
    await tapPopup(p, /^Revive: watch a video \(\d left\)$/); // 2; the simulator's video ends after 1 s
    for (let t = 0; t < 20 && (await world(p)).revives === 0; t++) await hostTime(p, 100);
    expect(await world(p)).toMatchObject({ phase: 'playing', revives: 1 });
    await p.runFor(1000); // the revive's grace
    await dropAt(p, 300);
    await p.tap(/^Bomb/); // none left: 8, and the app grants one
    await p.runFor(3100); // the button's cooldown
    await p.tap(/^Bomb/); // 6: the app sends the bomb
    await p.waitFor(async () => (await world(p)).currentKind === 'bomb', 'the bomb as the next piece');
    await p.runFor(300);
    const before = await fullWorld(p);
    expect(before.current).toEqual({ kind: 'bomb' });
    await new Promise((ok) => setTimeout(ok, WRITE_MS));

    // The app loads the page again, as after iOS ended its content process.
    await openSimulator(p, 'en-US');
    await p.waitFor(async () => (await world(p)).phase === 'paused', 'the kept game back');
    const back = await fullWorld(p);
    expect(back).toMatchObject({ phase: 'paused', seed: before.seed, revives: 1, current: { kind: 'bomb' } });
    expect(back.nextId).toBe(before.nextId); // no drop lost
    expect(before.frame - back.frame).toBeLessThan(60); // less than a second of play
    expect(back.frame).toBeLessThanOrEqual(before.frame);
    expect(worldDigest(asPlaying(back))).toBe(worldDigest(await keptReplayWorld(p)));

    await tapPopup(p, /^Continue$/);
    await p.runFor(500);
    w = await world(p);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(p, 40);
    await p.runFor(3500); // the end popup's countdown, then msg 5
    const final = (await world(p)).score;
    const reported = async () => (await hostLog(p)).filter((m) => m.msg === 5);
    await p.waitFor(async () => (await reported()).length > 0, 'msg 5 at the host');
    const last = (await reported()).at(-1)!;
    expect(last.score).toBe(final);
    expect(verifyReplay(last.replay)).toMatchObject({ ok: true, score: final, bombs: 1, revives: 1 });
    expect(await p.errors()).toEqual([]);
  });
});
