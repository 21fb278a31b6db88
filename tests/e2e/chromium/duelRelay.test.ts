// Playing together (issue #83) in Chromium, two pages relayed by the test itself as a host's room service would,
// each in a context of its own with a React Native WebView's host (a script before the page's own: Playwright's
// alone): each fault of a phone network at the millisecond the test chooses, said in words, the partner's board
// caught up to the other page's own world bit for bit (against its game played from its msg 5 replay in Node); a
// partner who falls silent; the duel at a phone, a phone on its side and a computer, in both languages
// (test-results/screenshots/duel-*.png). A race and a timed duel played out, each board the other page's world
// frame for frame, and what both engines show of a duel, are tests/e2e/phone/duel.test.ts.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { World } from '../../../src/game';
import { watchedFrom } from '../../../fixtures/watched';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { worldBits } from '../../game/engines/entry';
import { dropper, drop, openPhone, relayBetween, startDuel, type Posted } from './duelPair';
import { LOCALES, saveShot, useBrowser, type Locale } from './harness';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
const texts = (l: Locale) => (l === 'zh-CN' ? duelTexts.zh.duel : duelTexts.en.duel);
const say = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** A page's world at `frame`, played in Node from the replay of its last msg 5: what the partner's board shows there. */
const worldAt = (replay: string, frame: number): World => watchedFrom(replay).positionAt(frame).world;
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

describe('a duel between two pages, relayed', () => {
  const browser = useBrowser();

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
