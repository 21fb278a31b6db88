// A game outlives its WebView, in each engine as a phone ends an app in the background: the whole browser (its
// UI, web and network processes) killed with SIGKILL, with no warning, then started again on the same profile
// (drivers/phone/killable.ts). The page plays itself (keptPlay.js) in page time it moves itself: a revive
// watched, a granted bomb waiting, as the app answers. Each restored world is compared bit for bit with the world
// its kept replay makes in Node, and each game's last msg 5 verifies in Node. The page opened again with no kill
// is keptGame.test.ts; Chromium's content process killed alone is chromium/rendererGone.test.ts.
import { describe, expect, it } from 'vitest';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { watchedBotGame } from '../../../fixtures/watched';
import { partnerMessages } from '../../../fixtures/duelPartner';
import { worldBits } from '../../game/engines/entry';
import type { KillablePhone } from '../../../drivers/phone/killable';
import { useKillablePhone } from './harness';

/**
 * Real time for the page's last IndexedDB write to complete (a few ms here) before the browser is killed. The
 * page's own part, writing the game at least each second of play, is what the tests measure: local storage
 * would not do, Chromium writes it to disk once a minute or so (docs/game.md).
 */
const WRITE_MS = 250;
/** Real time the page's player may take to play to a moment: a whole game, the page moving its own time. */
const PLAY_MS = 150_000;

/** The game's address for the page's player (keptPlay.js): `phase` 1 plays, 2 goes on; `more`, its options. */
const game = (phase: 1 | 2, more = '') => `BigWatermelon?seed=7&fakeclock=1&keptplay=${phase}${more}`;
/** A world as the player reports it (-0 sent as '-0!', which JSON has not). */
const revive = (w: unknown) => JSON.parse(JSON.stringify(w), (_, v: unknown) => (v === '-0!' ? -0 : v)) as World;
const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);
const digest = (w: World) => worldDigest(asPlaying(w));

/** The world the kept game's replay (as the page keeps it, in IndexedDB) makes, played in Node. */
function keptReplayWorld(kept: string): World {
  const d = decodeReplay(JSON.parse(kept).replay);
  if (!d.ok) throw new Error(d.reason);
  const p = playReplay(d.replay);
  if (!p.ok) throw new Error(p.reason);
  return p.world;
}

/** Kills the browser once the page's last write is done. */
async function killAfterWrite(phone: KillablePhone) {
  await new Promise((ok) => setTimeout(ok, WRITE_MS));
  phone.kill();
}

/** Plays phase 1 to its 'before', kills the browser once its last write is done, and starts phase 2. */
async function killedAfter(phone: KillablePhone, more = '', again = more) {
  await phone.launch(game(1, more));
  const before = revive(await phone.report('before', PLAY_MS));
  expect(before).toMatchObject({ revives: 1, current: { kind: 'bomb' } });
  await killAfterWrite(phone);
  await phone.launch(game(2, again));
  const restored = (await phone.report('restored', 60_000)) as { world: World; kept: string; watching: number };
  return { before, restored: { ...restored, world: revive(restored.world) } };
}

/** Continued to a game over and its countdown: the last msg 5 verifies in Node at the score shown, with nothing logged. */
async function endVerifies(phone: KillablePhone) {
  const end = (await phone.report('end', PLAY_MS)) as {
    score: number;
    sent: { msg: number; score?: number; replay?: string }[];
    errors: string[];
  };
  const last = end.sent.filter((m) => m.msg === 5).at(-1);
  expect(last?.score).toBe(end.score);
  expect(verifyReplay(last!.replay)).toMatchObject({ ok: true, score: end.score, bombs: 1, revives: 1 });
  expect(end.errors).toEqual([]);
}

describe('a game outlives its WebView: the browser killed with SIGKILL and started again on its profile', () => {
  const phone = useKillablePhone();

  it('mid-game: back on the pause popup, at most a second of play missing, never a drop; its end verifies', async () => {
    const { before, restored } = await killedAfter(phone());
    const w = restored.world;
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, score: before.score, revives: 1 });
    expect(w.current).toEqual({ kind: 'bomb' });
    expect(w.nextId).toBe(before.nextId); // no drop lost
    expect(before.frame - w.frame).toBeLessThan(60); // less than a second of play
    expect(w.frame).toBeLessThanOrEqual(before.frame);
    expect(digest(w)).toBe(digest(keptReplayWorld(restored.kept)));
    await endVerifies(phone());
  }, 400_000);

  it('hidden first: nothing missing, the very world it had; its end verifies', async () => {
    const { before, restored } = await killedAfter(phone(), '&kepthide=1', '');
    expect(before.phase).toBe('paused');
    const w = restored.world;
    expect(w.frame).toBe(before.frame);
    expect(digest(w)).toBe(digest(before));
    expect(digest(w)).toBe(digest(keptReplayWorld(restored.kept)));
    await endVerifies(phone());
  }, 400_000);

  it('while watching another game: the player’s game comes back, the very world, not the watched one; its end verifies', async () => {
    const { bot } = watchedBotGame(); // seed 4242, the player's is 7
    const watch = `&keptwatch=${encodeURIComponent(bot.replay)}`;
    const p = phone();
    await p.launch(game(1, watch));
    const before = revive(await p.report('before', PLAY_MS));
    const watched = revive(await p.report('watching', 60_000));
    expect(watched.seed).toBe(4242); // the probe shows the watched game
    await killAfterWrite(p);
    await p.launch(game(2));
    const restored = (await p.report('restored', 60_000)) as { world: World; watching: number };
    expect(restored.watching).toBe(0);
    const w = revive(restored.world);
    expect(w).toMatchObject({ phase: 'paused', seed: 7, score: before.score, revives: 1, current: { kind: 'bomb' } });
    expect(w.frame).toBe(before.frame);
    expect(digest(w)).toBe(digest(before));
    await endVerifies(p);
  }, 400_000);

  it('mid-duel: back on its pause popup with the duel and the partner’s moves; duelData again goes on, repeats ignored, seq goes on', async () => {
    const partner = partnerMessages(7, 8);
    const moves = encodeURIComponent(
      JSON.stringify(partner.messages.map((m, i) => ({ ...m, reachedFrame: partner.reached[i] }))),
    );
    const p = phone();
    await p.launch(game(1, `&keptduel=${moves}`));
    const before = (await p.report('before', PLAY_MS)) as { world: World; partner: World; sent: number[] };
    expect(revive(before.partner).frame).toBe(partner.reached[3]);
    expect(before.sent.length).toBeGreaterThan(2);
    await killAfterWrite(p);

    await p.launch(game(2, `&keptduel=${moves}`));
    const restored = (await p.report('restored', 60_000)) as { world: World; partner: World; named: string | null };
    expect(revive(restored.world)).toMatchObject({ phase: 'paused', seed: 7 });
    expect(restored.named).toBe('Bo’s board');
    const back = revive(restored.partner);
    expect(back.frame).toBe(partner.reached[3]);
    expect(worldBits(back)).toBe(worldBits(partner.worldAt(partner.reached[3]!)));
    // The host sends the duel again and relays every move from the start: the repeats change nothing.
    const end = (await p.report('end', 60_000)) as { partner: World; sent: number[]; errors: string[] };
    const caught = revive(end.partner);
    expect(caught.frame).toBe(partner.reached[7]);
    expect(worldBits(caught)).toBe(worldBits(partner.worldAt(partner.reached[7]!)));
    // The player plays on: the messages go on from the last one sent (a kept one not known to be sent goes again).
    const last = Math.max(...before.sent);
    expect(Math.min(...end.sent)).toBeLessThanOrEqual(last + 1);
    expect(Math.min(...end.sent)).toBeGreaterThanOrEqual(last - 1);
    expect(Math.max(...end.sent)).toBeGreaterThan(last);
    expect(end.errors).toEqual([]);
  }, 300_000);
});
