// A game outlives its WebView in WebKit, as an iPhone ends an app in the background: MiniBrowser (its UI, web
// content and network processes) killed with SIGKILL mid-game, with no warning, then started again on the same
// profile. WebDriver cannot do this (its sessions keep nothing on disk, and a killed web process ends them), so
// MiniBrowser runs alone under Xvfb and the page plays itself (inject/keptPlay.js): a revive watched, a granted
// bomb waiting. The restored world is compared bit for bit with the one its kept replay makes in Node, and the
// game's last msg 5 verifies in Node.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webkitOrigin } from './harness';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { profileEnv } from '../../../drivers/webkitPhone';
import { ensureWebKit } from '../../../scripts/ensure-webkit.mjs';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { watchedBotGame } from '../../../fixtures/watched';
import { partnerMessages } from '../../../fixtures/duelPartner';
import { worldBits } from '../../game/engines/entry';

interface Report {
  kind: 'before' | 'watching' | 'restored' | 'end' | 'failed';
  data: unknown;
}

const webkit = ensureWebKit();
const running: ChildProcess[] = [];
const profiles: string[] = [];
/** SIGKILL to MiniBrowser and everything it started (and its display): nothing is written on the way out. */
const kill = (p: ChildProcess) => {
  try {
    process.kill(-p.pid!, 'SIGKILL');
  } catch {
    // gone
  }
};
afterEach(() => {
  running.splice(0).forEach(kill);
  for (const p of profiles.splice(0)) rmSync(p, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

/** MiniBrowser on `profile` (its data kept on disk between launches, as an app's), showing `url`. */
function launch(profile: string, url: string): ChildProcess {
  const p = spawn(webkit.xvfbRun, ['-a', '-s', '-screen 0 780x1688x24', webkit.browser, '--full-screen', url], {
    env: { ...process.env, ...profileEnv(profile) },
    stdio: 'ignore',
    detached: true,
  });
  running.push(p);
  return p;
}

/** The player's next report of `kind` (posted to the probe server); a failure it reports fails the test. */
async function next(kind: Report['kind'], ms: number): Promise<unknown> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const reports = (await (await fetch(`${webkitOrigin()}/__webkit/kept`)).json()) as Report[];
    const failed = reports.find((r) => r.kind === 'failed');
    if (failed) throw new Error(`the page's player: ${String(failed.data)}`);
    const found = reports.find((r) => r.kind === kind);
    if (found) return found.data;
    await new Promise((ok) => setTimeout(ok, 250));
  }
  throw new Error(`no "${kind}" report within ${ms} ms`);
}

const revive = (w: World) => JSON.parse(JSON.stringify(w), (_, v: unknown) => (v === '-0!' ? -0 : v)) as World;
const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);

describe('a game outlives its WebView (WebKit, MiniBrowser killed)', () => {
  it('MiniBrowser killed mid-game with SIGKILL, started again on its profile: the same game on the pause popup; its end verifies', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'kept-webkit-'));
    profiles.push(profile);
    const game = (phase: number) => `${webkitOrigin()}/h5/BigWatermelon?seed=7&keptplay=${phase}`;
    await fetch(`${webkitOrigin()}/__webkit/kept`); // takes any report left from before
    const first = launch(profile, game(1));
    const before = revive((await next('before', 150_000)) as World);
    expect(before).toMatchObject({ revives: 1, current: { kind: 'bomb' } });
    await new Promise((ok) => setTimeout(ok, 250)); // the last write completes (IndexedDB, a few ms)
    kill(first);

    launch(profile, game(2));
    const restored = (await next('restored', 60_000)) as { world: World; kept: string };
    const w = revive(restored.world);
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, revives: 1, current: { kind: 'bomb' } });
    expect(w.nextId).toBe(before.nextId); // no drop lost
    expect(before.frame - w.frame).toBeLessThan(60); // less than a second of play
    expect(w.frame).toBeLessThanOrEqual(before.frame);
    const d = decodeReplay(JSON.parse(restored.kept).replay);
    if (!d.ok) throw new Error(d.reason);
    const p = playReplay(d.replay);
    if (!p.ok) throw new Error(p.reason);
    expect(worldDigest(asPlaying(w))).toBe(worldDigest(p.world));

    const end = (await next('end', 150_000)) as {
      score: number;
      sent: { msg: number; score?: number; replay?: string }[];
      errors: string[];
    };
    const fives = end.sent.filter((m) => m.msg === 5);
    expect(fives.length).toBeGreaterThan(0);
    const last = fives[fives.length - 1]!;
    expect(last.score).toBe(end.score);
    expect(verifyReplay(last.replay)).toMatchObject({ ok: true, score: end.score, bombs: 1, revives: 1 });
    expect(end.errors).toEqual([]);
  }, 400_000);

  it('MiniBrowser killed with SIGKILL while watching another game: the player’s game comes back, the very world', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'kept-webkit-'));
    profiles.push(profile);
    const { bot } = watchedBotGame(); // seed 4242, the player's is 7
    const game = (phase: string) => `${webkitOrigin()}/h5/BigWatermelon?seed=7&keptplay=${phase}`;
    await fetch(`${webkitOrigin()}/__webkit/kept`);
    const first = launch(profile, game(`1&keptwatch=${encodeURIComponent(bot.replay)}`));
    const before = revive((await next('before', 150_000)) as World);
    const watched = revive((await next('watching', 60_000)) as World);
    expect(watched.seed).toBe(4242); // the probe shows the watched game
    await new Promise((ok) => setTimeout(ok, 250));
    kill(first);

    launch(profile, game('2&keptend=0'));
    const restored = (await next('restored', 60_000)) as { world: World; watching: number };
    expect(restored.watching).toBe(0);
    const w = revive(restored.world);
    expect(w).toMatchObject({ phase: 'paused', seed: 7, score: before.score, revives: 1, current: { kind: 'bomb' } });
    expect(w.frame).toBe(before.frame);
    expect(worldDigest(asPlaying(w))).toBe(worldDigest(asPlaying(before)));
  }, 300_000);

  it('MiniBrowser killed with SIGKILL mid-duel: back on its pause popup with the duel and the partner’s moves; duelData again goes on, repeats ignored, seq goes on', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'kept-webkit-'));
    profiles.push(profile);
    const partner = partnerMessages(7, 8);
    const moves = encodeURIComponent(
      JSON.stringify(partner.messages.map((m, i) => ({ ...m, reachedFrame: partner.reached[i] }))),
    );
    const game = (phase: string) => `${webkitOrigin()}/h5/BigWatermelon?seed=7&keptplay=${phase}&keptduel=${moves}`;
    await fetch(`${webkitOrigin()}/__webkit/kept`);
    const first = launch(profile, game('1'));
    const before = (await next('before', 150_000)) as { world: World; partner: World; sent: number[] };
    expect(revive(before.partner).frame).toBe(partner.reached[3]);
    expect(before.sent.length).toBeGreaterThan(2);
    await new Promise((ok) => setTimeout(ok, 250));
    kill(first);

    launch(profile, game('2'));
    const restored = (await next('restored', 60_000)) as { world: World; partner: World; named: string | null };
    expect(revive(restored.world)).toMatchObject({ phase: 'paused', seed: 7 });
    expect(restored.named).toBe('Bo’s board');
    const back = revive(restored.partner);
    expect(back.frame).toBe(partner.reached[3]);
    expect(worldBits(back)).toBe(worldBits(partner.worldAt(partner.reached[3]!)));
    const end = (await next('end', 60_000)) as { partner: World; sent: number[]; errors: string[] };
    const caught = revive(end.partner);
    expect(caught.frame).toBe(partner.reached[7]);
    expect(worldBits(caught)).toBe(worldBits(partner.worldAt(partner.reached[7]!)));
    const last = Math.max(...before.sent);
    expect(Math.min(...end.sent)).toBeGreaterThanOrEqual(last - 1);
    expect(Math.max(...end.sent)).toBeGreaterThan(last);
    expect(end.errors).toEqual([]);
  }, 300_000);
});
