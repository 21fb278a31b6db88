// Engines agree: games played in WebKit (JavaScriptCore) send replays that the verifier in Node (V8), as a
// server runs it, accepts at exactly the score each page reported. With a bomb, a wildcard and a revive.
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '../../../src/game/package';
import { button, dropAt, effectTexts, hostCall, openGame, tapPopup, world } from './game';
import { probe, runFor, useWebKit } from './harness';

const LIST = (bombs: number, wildcards: number, nextType: 'bomb' | 'wildcard' | null = null) => ({
  propertyList: [
    { prop: 1, quantity: bombs, status: 1 },
    { prop: 2, quantity: wildcards, status: 1 },
  ],
  nextType,
});

describe('replays played in WebKit verify in Node', () => {
  const webkit = useWebKit();

  it.each([11, 22, 33, 44, 55])('seed %i: specials and a revive, then the score verifies exactly', async (seed) => {
    const d = webkit();
    const board = await openGame(d, seed);
    await hostCall(d, 'propsData', LIST(1, 1));
    const xs = [60, 300, 190, 120, 250];
    const x = xs[seed % xs.length]!;
    let w = await dropAt(d, board, x);
    w = await dropAt(d, board, x < 187 ? 330 : 45); // two fruits apart: the bomb takes one, the wildcard the other
    // A bomb and a wildcard, asked for with the prop buttons (msg 6, 7) and granted by the host.
    const seen = new Map<string, string>();
    for (const [kind, name, after] of [
      ['bomb', /^Bomb/, LIST(0, 1, 'bomb')],
      ['wildcard', /^Wildcard/, LIST(0, 0, 'wildcard')],
    ] as const) {
      await (await button(d, name)).click();
      await hostCall(d, 'propsData', after);
      expect((await world(d)).currentKind).toBe(kind);
      const before = w.score;
      const watch = async () => {
        if (kind === 'wildcard') for (const [k, text] of await effectTexts(d)) seen.set(k, text);
      };
      w = await dropAt(d, board, 187, watch);
      // The wildcard's upgrade shows its burst and its "+N", as a merge does.
      if (kind === 'wildcard') expect(Object.fromEntries(seen)).toEqual({ burst: '', points: `+${w.score - before}` });
      await runFor(d, 3100); // the prop cooldown
    }
    // Then one spot until the game is over, a revive (msg 2, videoFinished), and on to the end.
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 30 + (i % 3) * 5);
    expect(w.phase).toBe('ended');
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/);
    await hostCall(d, 'videoFinished');
    await runFor(d, 600);
    w = await world(d);
    expect(w.revives).toBe(1);
    // React takes the end popup down in a task of its own; until then the modal keeps the board inert, and
    // WebKitWebDriver answers a read of the board's box with "not interactable".
    await d.wait(() => d.executeScript<boolean>('return !document.querySelector("dialog[open]")'), 5000, 'popup gone');
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 30 + (i % 3) * 5);
    await runFor(d, 3500); // the countdown: msg 5 goes out with the final score
    const { sent, errors } = await probe(d);
    expect(sent.map((m) => m.msg)).toEqual(expect.arrayContaining([6, 7, 2, 5]));
    const finals = sent.filter((m) => m.msg === 5);
    expect(finals.at(-1)!.score).toBe(w.score);
    for (const m of finals) {
      const v = verifyReplay(m.replay!);
      expect(v).toMatchObject({ ok: true, score: m.score, seed });
    }
    expect(verifyReplay(finals.at(-1)!.replay!)).toMatchObject({ bombs: 1, wildcards: 1, revives: 1 });
    console.log(`seed ${seed}: WebKit reported ${finals.map((m) => m.score).join(', ')}; Node verified each exactly`);
    expect(errors.filter((e) => !/no request waiting|repeats/.test(e))).toEqual([]);
  });
});
