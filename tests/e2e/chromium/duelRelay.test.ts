// Playing together (issue #83) in Chromium, two pages relayed by the test itself as a host's room service would,
// each in a context of its own with a React Native WebView's host (a script before the page's own: Playwright's
// alone). Each page's partner board is the other page's own world, bit for bit and frame for frame (partnerWorld()
// against the other's game played from its msg 5 replay in Node), in a race and in a timed duel, and both pages show
// the same outcome; each fault of a phone network at the millisecond the test chooses, said in words; the duel at a
// phone, a phone on its side and a computer, in both languages (test-results/screenshots/duel-*.png). What both
// engines show of a duel, in the simulator's two phones and on one page, is tests/e2e/phone/duel.test.ts.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeReplay, type World } from '../../../src/game';
import { verifyReplay } from '../../../src/game/package';
import { TIMED_FRAMES } from '../../../src/play/duel/duel';
import { createWatchedGame } from '../../../src/play/watch/watchedGame';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { worldBits } from '../../game/engines/entry';
import { dropper, drop, openPhone, relayBetween, startDuel, type Phone, type Posted } from './duelPair';
import { LOCALES, saveShot, useBrowser, type Locale } from './harness';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
const texts = (l: Locale) => (l === 'zh-CN' ? duelTexts.zh.duel : duelTexts.en.duel);
const say = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** A page's world at `frame`, played in Node from the replay of its last msg 5: what the partner's board shows there. */
function worldAt(replay: string, frame: number): World {
  const d = decodeReplay(replay);
  if (!d.ok) throw new Error(d.reason);
  const g = createWatchedGame(d.replay);
  while (!g.work(() => 0, 0));
  return g.positionAt(frame).world;
}
/** A world with its pause undone: a popup holds the game still, which is not a move of the game. */
const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);
const lastReplay = (posted: Posted[]) => posted.filter((m) => m.msg === 5).at(-1)!.replay!;

/** Both phones, counted down into a duel; `a` at `size` in `locale`, `b` a phone in English. */
async function pair(
  browser: Parameters<typeof openPhone>[0],
  mode: 'race' | 'timed',
  o: { locale?: Locale; size?: readonly [number, number] } = {},
) {
  const a = await openPhone(browser, { locale: o.locale, size: o.size });
  const b = await openPhone(browser);
  const relay = relayBetween(a, b);
  await startDuel(a, b, { duel: `d-${mode}`, seed: 4242, mode });
  return { a, b, relay };
}

/** Plays both games (their droppers) until both are over, sampling each partner board `samples` times. */
async function playOut(a: Phone, b: Phone, relay: ReturnType<typeof relayBetween>, rounds: number, every = [9, 11]) {
  const [da, db] = [dropper(1, every[0]!), dropper(2, every[1]!)];
  const seen: { of: 'A' | 'B'; world: World }[] = [];
  for (let t = 0; t < rounds; t++) {
    const [xa, xb] = [da(t), db(t)];
    if (xa !== null) await drop(a, xa);
    if (xb !== null) await drop(b, xb);
    await relay.step(100);
    const [wa, wb] = [await a.worlds(), await b.worlds()];
    if (t % 37 === 5) {
      if (wa.partner && wa.partner.frame > 0) seen.push({ of: 'B', world: wa.partner });
      if (wb.partner && wb.partner.frame > 0) seen.push({ of: 'A', world: wb.partner });
    }
    if (wa.mine.phase === 'ended' && wb.mine.phase === 'ended') break;
  }
  await relay.step(4000); // the end popups' countdowns: each msg 5, and the last moves relayed
  return seen;
}

describe('a duel between two pages, relayed', () => {
  const browser = useBrowser();

  it(
    "a race: each board is the other page's world, bit for bit and frame for frame; the same outcome on both",
    { timeout: 240_000 },
    async () => {
      const { a, b, relay } = await pair(browser(), 'race');
      await a.page.getByTestId('duel-countdown').waitFor();
      expect((await a.worlds()).mine.frame).toBe(0);
      expect((await a.worlds()).partner!.frame).toBe(0);
      await relay.step(3100);
      expect(await a.page.getByTestId('duel-countdown').count()).toBe(0);
      const seen = await playOut(a, b, relay, 3000, [5, 6]);
      const [pa, pb] = [await a.posted(), await b.posted()];
      const replays = { A: lastReplay(pa), B: lastReplay(pb) };
      expect(seen.length).toBeGreaterThan(6);
      for (const s of seen)
        expect(worldBits(s.world), `${s.of} at frame ${s.world.frame}`).toBe(
          worldBits(worldAt(replays[s.of], s.world.frame)),
        );
      // Both over: each board stands where the other's game ended, the same world.
      const [wa, wb] = [await a.worlds(), await b.worlds()];
      expect(worldBits(wa.partner!)).toBe(worldBits(wb.mine));
      expect(worldBits(wb.partner!)).toBe(worldBits(wa.mine));
      // Each msg 5 verifies to its score, on the duel's seed.
      for (const [w, r] of [
        [wa.mine, replays.A],
        [wb.mine, replays.B],
      ] as const)
        expect(verifyReplay(r, { seed: 4242 })).toMatchObject({ ok: true, score: w.score });
      // The same outcome, seen from each side.
      const diff = wa.mine.score - wb.mine.score;
      const verdicts = [
        diff > 0 ? `You won by ${diff}` : diff < 0 ? `Bo won by ${-diff}` : 'A draw',
        diff < 0 ? `You won by ${-diff}` : diff > 0 ? `Ann won by ${diff}` : 'A draw',
      ];
      for (const [p, verdict, mine, theirs] of [
        [a, verdicts[0], wa.mine.score, wb.mine.score],
        [b, verdicts[1], wb.mine.score, wa.mine.score],
      ] as const) {
        const result = p.page.getByRole('dialog', { name: 'The duel' });
        await expect.poll(() => result.getByTestId('duel-verdict').textContent()).toBe(verdict);
        expect(await result.getByTestId('duel-mine').textContent()).toBe(String(mine));
        expect(await result.getByTestId('duel-theirs').textContent()).toBe(String(theirs));
        expect(p.errors).toEqual([]);
      }
      await saveShot(a.page, `${SHOTS}/duel-result-en-US-390x844.png`);
      // Rematch: msg 10, and the result waits for the host's next duelData.
      await a.page.getByRole('button', { name: 'Rematch' }).click();
      expect((await a.posted()).at(-1)).toEqual({ msg: 10 });
      await a.page.getByText('Waiting for Bo…').waitFor();
      await startDuel(a, b, { duel: 'd-rematch', seed: 99, mode: 'race' });
      await a.page.getByTestId('duel-countdown').waitFor();
      expect((await a.worlds()).mine).toMatchObject({ seed: 99, frame: 0 });
      await a.close();
      await b.close();
    },
  );

  it(
    'a timed duel: both end at frame 18,000 as a game over; each board is the other’s world there',
    { timeout: 300_000 },
    async () => {
      const { a, b, relay } = await pair(browser(), 'timed');
      await relay.step(3100);
      const timeLeft = a.page.getByTestId('time-left');
      // What React shows after page time comes in a task of its own: each new text is polled for, not read once.
      await expect.poll(() => timeLeft.locator('[aria-hidden]').textContent()).toBe('5:00');
      await expect.poll(() => timeLeft.locator('.visually-hidden').textContent()).toBe('5:00 left');
      // Slow players, who never fill the box in five minutes.
      for (let t = 0; t < 360 && (await a.worlds()).mine.frame < TIMED_FRAMES; t++) {
        if (t % 25 === 0) await drop(a, 40 + ((t * 13) % 300));
        if (t % 30 === 0) await drop(b, 300 - ((t * 17) % 260));
        await relay.step(1000, 1000);
      }
      await relay.step(5000, 500);
      // Time up is the end popup over the game at frame 18,000 (standing still, as any popup holds it: not a move of
      // the game); each board is the other's world there.
      const [wa, wb] = [await a.worlds(), await b.worlds()];
      for (const w of [wa.mine, wb.mine]) expect(w).toMatchObject({ frame: TIMED_FRAMES, phase: 'paused' });
      expect(worldBits(wa.partner!)).toBe(worldBits(asPlaying(wb.mine)));
      expect(worldBits(wb.partner!)).toBe(worldBits(asPlaying(wa.mine)));
      for (const p of [a, b]) await p.page.getByRole('dialog', { name: 'The duel' }).waitFor();
      const replay = lastReplay(await a.posted());
      expect(verifyReplay(replay, { seed: 4242, maxFrames: TIMED_FRAMES })).toMatchObject({
        ok: true,
        frames: TIMED_FRAMES,
        score: wa.mine.score,
      });
      expect(a.errors).toEqual([]);
      await a.close();
      await b.close();
    },
  );

  it(
    'faults: a repeat ignored; a gap waits and asks again (msg 17) after 2 s, then every 2 s; the board catches up',
    {
      timeout: 120_000,
    },
    async () => {
      const { a, b, relay } = await pair(browser(), 'race');
      await relay.step(3100);
      await drop(b, 100);
      // Every message of B's twice: nothing changes, nothing is said.
      relay.fault = (m) => [m, m];
      await relay.step(1500);
      await drop(b, 250);
      // B's next message lost on its way; the ones after it arrive.
      let lost: Posted | null = null;
      relay.fault = (m, from) => (from === 'B' && !lost ? ((lost = m), []) : [m]);
      await relay.step(300);
      expect(lost).not.toBeNull();
      const asked = async () => (await a.posted()).filter((m) => m.msg === 17);
      const stuck = (await a.worlds()).partner!.frame;
      // A's own clock alone: B plays on, its messages held by the gap.
      relay.fault = (m, from) => (from === 'B' ? [] : [m]);
      await relay.step(1600);
      expect(await asked(), 'not sooner than 2 s').toEqual([]);
      await relay.step(600);
      expect(await asked()).toEqual([{ msg: 17, duel: 'd-race', since: lost!.seq }]);
      await relay.step(2000);
      expect(await asked()).toHaveLength(2);
      expect((await a.worlds()).partner!.frame).toBe(stuck);
      // The relay answers msg 17 (every message from `since` again): the board catches up, the same world as B's.
      relay.fault = (m) => [m];
      await relay.step(3000);
      // B pauses (Back: msg 5 with its replay so far): its game stands still, and A's board reaches its last frame
      // whose moves are all known, the one before it, as B's replay has it.
      await b.page.getByRole('button', { name: 'Back' }).click();
      await relay.step(1200);
      const [wa, wb] = [await a.worlds(), await b.worlds()];
      expect(wa.partner!.frame).toBe(wb.mine.frame - 1);
      expect(worldBits(wa.partner!)).toBe(worldBits(worldAt(lastReplay(await b.posted()), wa.partner!.frame)));
      const more = (await asked()).length;
      await relay.step(4000);
      expect(await asked(), 'the gap filled: no more asking').toHaveLength(more);
      expect([...a.errors, ...a.warnings.filter((w) => /partnerMoves/.test(w))]).toEqual([]);
      await a.close();
      await b.close();
    },
  );

  for (const locale of LOCALES)
    it(
      `${locale}: a partner silent 10 s is waiting, 60 s gone; the player plays on and the result comes`,
      {
        timeout: 120_000,
      },
      async () => {
        const t = texts(locale);
        const { a, b } = await pair(browser(), 'race', { locale });
        const status = a.page.getByTestId('partner-board').getByRole('status');
        await a.page.clock.runFor(3100 + 9800);
        expect(await status.textContent()).toBe('');
        await a.page.clock.runFor(400);
        await expect.poll(() => status.textContent()).toBe(say(t.waiting, { name: 'Bo' }));
        await saveShot(a.page, `${SHOTS}/duel-waiting-${locale}.png`);
        await a.page.clock.runFor(50_000);
        await expect.poll(() => status.textContent()).toBe(say(t.gone, { name: 'Bo' }));
        await saveShot(a.page, `${SHOTS}/duel-gone-${locale}.png`);
        for (let i = 0; i < 80 && (await a.worlds()).mine.phase !== 'ended'; i++) {
          await drop(a, 40);
          await a.page.clock.runFor(1000);
        }
        await a.page.clock.runFor(4000);
        const result = a.page.getByRole('dialog', { name: t.resultTitle });
        const mine = (await a.worlds()).mine.score;
        await expect
          .poll(() => result.getByTestId('duel-verdict').textContent())
          .toBe(mine > 0 ? say(t.youWon, { n: mine }) : t.draw);
        expect(a.errors).toEqual([]);
        await a.close();
        await b.close();
      },
    );
});

describe('the duel on screen', () => {
  const browser = useBrowser();
  const SIZES = [
    [390, 844],
    [844, 390],
    [1440, 900],
  ] as const;

  for (const locale of LOCALES)
    for (const size of SIZES)
      it(
        `${locale} ${size[0]}×${size[1]}: the partner's board beside or above the player's, never over it, whole on screen`,
        {
          timeout: 120_000,
        },
        async () => {
          const { a, b, relay } = await pair(browser(), 'timed', { locale, size });
          await a.page.clock.runFor(1000);
          await saveShot(a.page, `${SHOTS}/duel-countdown-${locale}-${size[0]}x${size[1]}.png`);
          await relay.step(2100);
          for (let t = 0; t < 60; t++) {
            const [xa, xb] = [dropper(3, 7)(t), dropper(4, 6)(t)];
            if (xa !== null) await drop(a, xa);
            if (xb !== null) await drop(b, xb);
            await relay.step(100);
          }
          const boxes = await a.page.evaluate(() => {
            const r = (e: Element | null) => e!.getBoundingClientRect();
            const partner = r(document.querySelector('[data-testid=partner-board]'));
            const board = r(document.querySelector('[data-testid=board]'));
            const stage = r(document.querySelector('[data-testid=partner-board] canvas'));
            return {
              partner: { top: partner.top, bottom: partner.bottom, left: partner.left, right: partner.right },
              board: { top: board.top, bottom: board.bottom, left: board.left, right: board.right },
              stageWidth: stage.width,
              window: { w: innerWidth, h: innerHeight },
              at: document.querySelector('[data-testid=partner-board]')!.getAttribute('data-at'),
            };
          });
          const { partner, board, window: win } = boxes;
          for (const v of [partner.left, partner.top]) expect(v).toBeGreaterThanOrEqual(0);
          expect(partner.right).toBeLessThanOrEqual(win.w);
          expect(partner.bottom).toBeLessThanOrEqual(win.h);
          expect(boxes.stageWidth, 'a board that reads as a game').toBeGreaterThanOrEqual(77);
          // The player's board: as large as without a duel, and its box (the world under the top line) uncovered.
          const worldTop = board.bottom - (406 / 387) * (board.right - board.left);
          if (boxes.at === 'beside') expect(partner.left).toBeGreaterThanOrEqual(board.right);
          else expect(partner.bottom).toBeLessThanOrEqual(worldTop);
          expect(await a.page.getByTestId('lead').isVisible()).toBe(true);
          await saveShot(a.page, `${SHOTS}/duel-${locale}-${size[0]}x${size[1]}.png`);
          expect(a.errors).toEqual([]);
          await a.close();
          await b.close();
        },
      );
});
