import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { decodeReplay, LATEST_RULES, playReplay, verifyReplay } from '../../../src/game/package';
import { dropAt, effectTexts, freezeTime, fruitNodes, openGame, world, type Probe } from './gameProbe';
import { openPage, pageTimeUntil, url, useBrowser } from './harness';
import type { Frame, Page } from 'playwright-core';

describe('game board in Chromium', () => {
  const browser = useBrowser();

  it('drops pieces where the board is clicked, at three x positions', async () => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width: 375, height: 720 } });
    await page.clock.install();
    await page.goto(url('BigWatermelon?seed=7'));
    await page.getByTestId('board').waitFor();
    await freezeTime(page);
    for (const x of [60, 187, 320]) await dropAt(page, page, x);
    const nodes = await fruitNodes(page);
    const w = await world(page);
    expect(w.pieces.length + w.score).toBeGreaterThanOrEqual(3); // merges may join two
    // Every drop came down where it was aimed (pieces stay near their drop column unless merged).
    for (const x of [60, 187, 320]) expect(nodes.some((n) => Math.abs(n.x - x) < 45)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'axe finds no violations on the game in %s: playing, with the pause popup, and with the ranking open',
    async (locale) => {
      // Real time here: axe waits on timers, which a paused page clock would hold forever.
      const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 375, height: 720 } });
      await page.goto(url('BigWatermelon?seed=7'));
      await page.getByTestId('board').waitFor();
      const check = async (state: string) => {
        // label-content-name-mismatch is experimental in axe, so off unless asked for (WCAG 2.5.3).
        const axe = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
        const { violations } = await axe.analyze();
        return violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`);
      };
      const found = [...(await check('playing'))];
      await page.getByTestId('board').click({ position: { x: 120, y: 20 } });
      await page.getByRole('button', { name: locale === 'en-US' ? 'Back' : '返回' }).click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await check('pause popup')));
      // By keyboard: a tap would count only 500 ms after the popup opened, and this test runs on real time.
      await page.getByRole('button', { name: locale === 'en-US' ? 'Ranking' : '排行榜' }).press('Enter');
      await page.getByRole('tab').first().waitFor();
      found.push(...(await check('ranking popup')));
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the guide line and the waiting piece follow the pointer', async () => {
    const { context, page, errors, board } = await openGame(browser());
    const box = (await board.boundingBox())!;
    const scale = box.width / (375 + 12);
    const aim = () =>
      page.evaluate(() => {
        const stage = (window as unknown as { bigWatermelon: Probe }).bigWatermelon.stage()!;
        const guide = stage.find('.guide')[0] as unknown as { points(): number[] };
        return { guide: guide.points()[0]!, waiting: stage.find('.waiting')[0]!.x() };
      });
    expect(await aim()).toEqual({ guide: 187.5, waiting: 187.5 });
    for (const x of [100, 280]) {
      await page.mouse.move(box.x + (x + 6) * scale, box.y + 20);
      await page.clock.runFor(50);
      const a = await aim();
      expect(Math.abs(a.guide - x)).toBeLessThan(1);
      expect(a.waiting).toBe(a.guide);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a popup makes the rest of the page inert: the back icon under it can be neither focused nor tapped', async () => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width: 375, height: 720 } });
    const sent: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('would send')) sent.push(m.text());
    });
    await page.clock.install();
    await page.goto(url('BigWatermelon?seed=7'));
    await page.getByTestId('board').waitFor();
    await freezeTime(page);
    const back = page.locator('button[aria-label="Back"]');
    const spot = (await back.boundingBox())!;
    await back.click();
    const dialog = page.getByRole('dialog', { name: 'Paused' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect.poll(() => sent.length).toBe(2); // 13 at start, 5 from Back
    await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
    expect(await back.evaluate((b) => (b.focus(), document.activeElement === b))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.clock.runFor(100);
    expect(sent).toHaveLength(2); // the tap under the popup sent nothing
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(500); // a tap counts from 500 ms after the popup opened
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await back.evaluate((b) => (b.focus(), document.activeElement === b))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page hidden mid-game comes back paused; Continue plays on', async () => {
    const { context, page } = await openPage(browser());
    await page.clock.install();
    await page.goto(url('BigWatermelon?seed=7'));
    await page.getByTestId('board').waitFor();
    await freezeTime(page);
    const hide = (state: string) =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: s });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await hide('hidden');
    await page.clock.runFor(2000);
    await hide('visible');
    expect(await page.getByRole('dialog', { name: 'Paused' }).isVisible()).toBe(true);
    expect((await world(page)).phase).toBe('paused');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.clock.runFor(500); // past the guard against the rest of a double tap
    await dropAt(page, page, 200);
    const w = await world(page);
    expect(w.phase).toBe('playing');
    expect(w.pieces.length).toBe(1);
    expect(w.falling).toBeNull();
    await context.close();
  });

  it('draws coloured circles when the fruit art cannot load', async () => {
    const { context, page } = await openPage(browser());
    // The art is inlined as data: URLs (no request to block): make every SVG fail to decode instead.
    await page.addInitScript(() => {
      const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        ...src,
        set(this: HTMLImageElement, v: string) {
          src.set!.call(this, v.startsWith('data:image/svg') ? 'data:image/svg+xml,not-an-svg' : v);
        },
      });
    });
    await page.clock.install();
    await page.goto(url('BigWatermelon?seed=7'));
    await page.getByTestId('board').waitFor();
    await freezeTime(page);
    await dropAt(page, page, 100);
    expect((await fruitNodes(page)).map((n) => n.cls)).toEqual(['Group']);
    await context.close();
  });
});

describe('host simulator (uni-app SDK transport)', () => {
  const browser = useBrowser();
  const sim = async (init = '', query = 'seed=7') => {
    const env = await openPage(browser(), { viewport: { width: 1000, height: 800 } });
    await env.page.clock.install();
    if (init) await env.page.addInitScript(init);
    await env.page.goto(url(`host-simulator.html?${query}`));
    const frame = env.page.frame({ url: /BigWatermelon/ })!;
    await frame.locator('[data-testid=board]').waitFor();
    await freezeTime(env.page);
    // The game posts to the host across the iframe; a message posted now arrives after every
    // message the game posted before (one task source), so reading after it sees them all.
    const log = () =>
      env.page.evaluate(
        () =>
          new Promise<{ msg: number; score?: number; replay?: string }[]>((done) => {
            const marker = `delivered-${Math.random()}`;
            const onMessage = (e: MessageEvent) => {
              if (e.data !== marker) return;
              removeEventListener('message', onMessage);
              done((window as unknown as { hostLog: { msg: number; score?: number; replay?: string }[] }).hostLog);
            };
            addEventListener('message', onMessage);
            postMessage(marker, '*');
          }),
      );
    const msgs = async () => (await log()).map((m) => m.msg);
    return { ...env, frame, log, msgs };
  };

  it('music at start, 11 on landing with sound on and none with it off, 5 on back, 10 on restart', async () => {
    const { context, page, frame, msgs, log } = await sim();
    await dropAt(page, frame, 100);
    expect(await msgs()).toEqual([13, 11]);
    await frame.getByRole('button', { name: 'Back' }).click();
    const w = await world(frame);
    await expect.poll(async () => (await log()).at(-1)).toEqual({ msg: 5, score: w.score, replay: expect.any(String) });
    // What a server would do with it: the replay recomputes the score.
    expect(verifyReplay((await log()).at(-1)!.replay)).toMatchObject({ ok: true, score: w.score, seed: 7 });
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await frame.getByRole('switch', { name: 'Sound effects' }).click();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await dropAt(page, frame, 300);
    expect(await msgs()).toEqual([13, 11, 5]);
    await frame.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600);
    await frame.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(async () => (await msgs()).at(-1)).toBe(10);
    await context.close();
  });

  it('a merge brings 12', async () => {
    const { context, page, frame, msgs } = await sim();
    for (let i = 0; i < 30 && !(await msgs()).includes(12) && (await world(frame)).phase === 'playing'; i++)
      await dropAt(page, frame, 60 + (i % 2) * 8);
    expect(await msgs()).toContain(12);
    await context.close();
  });

  it('props: Wildcard on an empty board says why and sends nothing; then 7, a wildcard that lands and shows "+N"; a bomb at 0 sends 8; cooldown sends nothing', async () => {
    const { context, page, frame, msgs } = await sim();
    const wildcard = frame.getByRole('button', { name: 'Wildcard' });
    const hint = frame.getByRole('status').filter({ hasText: 'No fruit to upgrade yet' });
    await expect.poll(() => wildcard.getAttribute('aria-disabled')).toBe('true'); // nothing to upgrade: dimmed
    await wildcard.click({ force: true });
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await msgs()).not.toContain(7);
    await page.clock.runFor(2600);
    expect(await hint.count()).toBe(0);
    await dropAt(page, frame, 187);
    await expect.poll(() => wildcard.getAttribute('aria-disabled')).toBe(null);
    await wildcard.click();
    await expect.poll(async () => (await world(frame)).current.kind).toBe('wildcard');
    expect(await msgs()).toContain(7);
    const before = (await world(frame)).score;
    // The wildcard lands and upgrades: its burst and "+N" show on the stage, as a merge's do.
    const board = frame.locator('[data-testid=board]');
    const box = (await board.boundingBox())!;
    await board.click({ position: { x: ((187 + 6) * box.width) / (375 + 12), y: 20 } });
    const seen = new Map<string, string>();
    for (let i = 0; i < 60 && !seen.has('points'); i++) {
      await page.clock.runFor(50);
      for (const [kind, text] of await effectTexts(frame)) seen.set(kind, text);
    }
    const w = await world(frame);
    expect(w.pieces.some((p) => p.kind === 'wildcard')).toBe(false); // used up on landing
    expect(w.score).toBeGreaterThanOrEqual(before + 4);
    expect(seen.get('burst')).toBe('');
    expect(seen.get('points')).toBe(`+${w.score - before}`);
    await frame.getByRole('button', { name: 'Bomb' }).click();
    await expect.poll(async () => (await msgs()).at(-1)).toBe(8); // postMessage arrives asynchronously
    const count = (await msgs()).length;
    await frame.getByRole('button', { name: 'Bomb' }).click({ force: true }); // within the 3 s cooldown (aria-disabled)
    await page.clock.runFor(100);
    expect(await msgs()).toHaveLength(count); // msgs() waits until every posted message has arrived
    await context.close();
  });

  /** Calls one of the game's globals from the host page, as the simulator does. */
  const hostCall = (page: Page, name: string, payload?: unknown) =>
    page.evaluate(
      ([n, p]) => {
        const win = (document.getElementById('game') as HTMLIFrameElement).contentWindow;
        (win as unknown as Record<string, (p: unknown) => void>)[n as string]!(p);
      },
      [name, payload] as const,
    );
  const PROPS = (bomb: number, wild: number, nextType: string | null) => ({
    propertyList: [
      { prop: 1, quantity: bomb, status: 1 },
      { prop: 2, quantity: wild, status: 1 },
    ],
    nextType,
  });
  /** Whether a prop button says Waiting… (held by a request the host has not answered). */
  const held = async (frame: Frame, name: 'Bomb' | 'Wildcard') =>
    (await frame.getByRole('button', { name: new RegExp(`^${name}`) }).getAttribute('aria-busy')) === 'true';

  it('props through the real bridge, every order: each answer settles what it answers, and no button is held after it', async () => {
    const { context, page, frame, msgs } = await sim('', 'seed=7');
    await page.locator('#auto').uncheck(); // the test answers, in the orders it chooses
    await dropAt(page, frame, 187); // a fruit a wildcard can upgrade: Wildcard asks the host
    const press = async (name: 'Bomb' | 'Wildcard') => {
      await frame.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await page.clock.runFor(3100); // past the cooldown
    };
    // 8 → a grant with no nextType → 6 → the bomb: free the moment the bomb arrives.
    await hostCall(page, 'propsData', PROPS(0, 0, null));
    await press('Bomb');
    await hostCall(page, 'propsData', PROPS(1, 0, null));
    await press('Bomb');
    await expect.poll(() => held(frame, 'Bomb')).toBe(true);
    await hostCall(page, 'propsData', PROPS(0, 0, 'bomb'));
    await expect.poll(() => held(frame, 'Bomb')).toBe(false);
    // 8 and 9 interleaved, answered in turn; then a 6 and a 7, answered out of order.
    await press('Bomb');
    await press('Wildcard');
    await hostCall(page, 'propsData', PROPS(1, 0, null));
    await hostCall(page, 'propsData', PROPS(1, 1, null));
    await press('Bomb');
    await press('Wildcard');
    // React draws a store change in a task of its own: each state is waited for, not read at once.
    const both = async () => [await held(frame, 'Bomb'), await held(frame, 'Wildcard')];
    await expect.poll(both).toEqual([true, true]);
    await hostCall(page, 'propsData', PROPS(0, 1, 'wildcard'));
    await expect.poll(both).toEqual([true, false]);
    await hostCall(page, 'propsData', PROPS(0, 0, 'bomb'));
    await expect.poll(both).toEqual([false, false]);
    // Two 6s (the first unanswered past its 15 s), then both answers; a repeat; a grant nobody asked for.
    await hostCall(page, 'propsData', PROPS(2, 0, null));
    await press('Bomb');
    await page.clock.runFor(15_000);
    await press('Bomb');
    await hostCall(page, 'propsData', PROPS(1, 0, 'bomb'));
    await hostCall(page, 'propsData', PROPS(0, 0, 'bomb'));
    await hostCall(page, 'propsData', PROPS(0, 0, 'bomb')); // a repeat: nothing more
    await hostCall(page, 'propsData', PROPS(0, 0, 'wildcard')); // unasked: applied once
    await expect.poll(() => held(frame, 'Bomb')).toBe(false);
    const w = await frame.evaluate(() => (window as unknown as { bigWatermelon: Probe }).bigWatermelon.world());
    // In the order granted, none lost and none twice: the first bomb, the 7's wildcard and the 6's bomb
    // (answered out of order), two bombs for two 6s (not the repeat), the unasked wildcard.
    expect([w.current, ...(w as unknown as { specials: string[] }).specials]).toEqual([
      { kind: 'bomb' },
      'wildcard',
      'bomb',
      'bomb',
      'bomb',
      'wildcard',
    ]);
    expect((await msgs()).filter((m) => m >= 6 && m <= 9)).toEqual([8, 6, 8, 9, 6, 7, 6, 6]);
    await context.close();
  });

  it('answering like the app: a bomb after a refill, a video closed early, then one watched; the score verifies in Node', async () => {
    const { context, page, frame, log, msgs } = await sim();
    await page.locator('#videoEnd').selectOption('closed');
    // msg 2 reaches the simulator by postMessage, a real task, and its answer's timer starts only then: the
    // simulator's clock runs once it has the message (run before it, no timer is waiting and no answer comes).
    const videosAsked = async () => (await msgs()).filter((m) => m === 2).length;
    await dropAt(page, frame, 187);
    await frame.getByRole('button', { name: /^Bomb/ }).click(); // none left: 8, and the app grants one
    await page.clock.runFor(3100);
    await frame.getByRole('button', { name: /^Bomb/ }).click(); // 6: the app sends the bomb
    await expect.poll(async () => (await world(frame)).current.kind).toBe('bomb');
    await expect.poll(() => held(frame, 'Bomb')).toBe(false);
    await dropAt(page, frame, 187);
    for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
    expect((await world(frame)).phase).toBe('ended');
    const revive = frame.getByRole('button', { name: 'Revive' });
    await page.clock.runFor(600);
    await revive.click(); // 2; the app answers after 1 s: closed early
    await expect.poll(videosAsked).toBe(1);
    await page.clock.runFor(1100);
    await expect.poll(async () => (await revive.textContent())?.includes('Waiting')).toBe(false);
    expect(await world(frame)).toMatchObject({ phase: 'ended', revives: 0 });
    await page.locator('#videoEnd').selectOption('watched');
    await revive.click(); // offered again: 2, watched this time
    await expect.poll(videosAsked).toBe(2);
    for (let t = 0; t < 1500 && (await world(frame)).revives === 0; t += 100) await page.clock.runFor(100);
    expect(await world(frame)).toMatchObject({ phase: 'playing', revives: 1 });
    for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
    await page.clock.runFor(3500);
    const final = (await world(frame)).score;
    await expect.poll(async () => (await log()).at(-1)?.score).toBe(final);
    const v = verifyReplay((await log()).at(-1)!.replay);
    expect(v).toMatchObject({ ok: true, score: final, rules: LATEST_RULES, bombs: 1, revives: 1 });
    await context.close();
  });

  it('ranking: 3 on open, 4 on Total, with the list rendered', async () => {
    const { context, page, frame, msgs } = await sim();
    await frame.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await frame.getByRole('button', { name: 'Ranking' }).click();
    await frame.getByText('小明同学').first().waitFor();
    await frame.getByRole('tab', { name: 'Total' }).click();
    await frame.getByText('Not matched').waitFor();
    expect((await msgs()).slice(-2)).toEqual([3, 4]);
    await context.close();
  });

  it('game over: 3 s later msg 5 with the final score; revive twice, then no third', async () => {
    const { context, page, frame, msgs, log } = await sim();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
      expect((await world(frame)).phase).toBe('ended');
      const before = (await msgs()).length;
      await page.clock.runFor(2500);
      expect(await msgs()).toHaveLength(before);
      await page.clock.runFor(1000);
      const final = (await world(frame)).score;
      await expect.poll(async () => (await log()).at(-1)).toEqual({ msg: 5, score: final, replay: expect.any(String) });
      // The whole game so far, revives included, recomputes the score.
      expect(verifyReplay((await log()).at(-1)!.replay)).toMatchObject({ ok: true, score: final });
      expect(decodeReplay((await log()).at(-1)!.replay)).toMatchObject({
        ok: true,
        replay: { actions: expect.arrayContaining(Array(round).fill({ type: 'revive', frame: expect.any(Number) })) },
      });
      const revive = frame.getByRole('button', { name: 'Revive' });
      if (round === 2) {
        expect(await revive.count()).toBe(0);
        break;
      }
      const oldest = (await world(frame)).pieces
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(0, 5);
      await revive.click();
      await expect.poll(async () => (await msgs()).at(-1)).toBe(2);
      // The simulator answers videoFinished after 1 s. Page time moves in 100 ms steps, so the world is
      // read within 100 ms of the revive: well inside its 1 s grace, whatever the pile (a long step
      // would let play run on, and a high pile end the game again before the check).
      for (let t = 0; t < 1500 && (await world(frame)).revives === round; t += 100) await page.clock.runFor(100);
      const w = await world(frame);
      expect(w.phase).toBe('playing');
      expect(w.revives).toBe(round + 1);
      // The five oldest are gone (the exact count right at the revive is pinned in tests/play/session/session.test.ts;
      // here play has already run on for up to 100 ms, and merges change the count).
      expect(w.pieces.filter((p) => oldest.includes(p.id))).toEqual([]);
      expect(await frame.getByRole('dialog').count()).toBe(0);
    }
    await context.close();
  });

  it('each msg 5 in the log shows its replay size; Verify recomputes the score', async () => {
    const { context, page, frame, log } = await sim();
    await dropAt(page, frame, 100);
    await dropAt(page, frame, 250);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await log()).at(-1)?.msg).toBe(5);
    const { score, replay } = (await log()).at(-1)!;
    const entry = page.locator('#log li').filter({ hasText: 'msg 5' }).first();
    await expect.poll(() => entry.textContent()).toContain(`replay ${replay!.length} bytes`);
    await entry.getByRole('button', { name: 'Verify' }).click();
    const v = verifyReplay(replay);
    expect(v).toMatchObject({ ok: true, score, seed: 7, rules: LATEST_RULES, bombs: 0, wildcards: 0, revives: 0 });
    expect(await entry.locator('output').textContent()).toBe(
      `ok score=${score} seed=7 frames=${v.ok ? v.frames : -1} rules=${LATEST_RULES} bombs=0 wildcards=0 revives=0 (matches)`,
    );
    // The server's limits, set in the simulator: a seed it did not issue is refused.
    await page.locator('#limSeed').fill('8');
    await entry.getByRole('button', { name: 'Verify' }).click();
    expect(await entry.locator('output').textContent()).toBe('rejected seed 7 is not the seed required (seed 8)');
    expect(await entry.getByRole('link', { name: 'Play back' }).getAttribute('href')).toBe(
      `?replay=${encodeURIComponent(replay!)}`,
    );
    await context.close();
  });

  it('?gameSeed= in the game address: the first game already plays it, and its replay says so', async () => {
    const { context, page, frame, log } = await sim('', 'gameSeed=4294967295');
    const seed = () => frame.evaluate(() => (window as unknown as { bigWatermelon: Probe }).bigWatermelon.world().seed);
    expect(await seed()).toBe(4294967295);
    await dropAt(page, frame, 100);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await log()).at(-1)?.msg).toBe(5);
    expect(verifyReplay((await log()).at(-1)!.replay, { seed: 4294967295 })).toMatchObject({ ok: true });
    await context.close();
  });

  it('the gameSeed field sends initData with it: the game on the board becomes that seed', async () => {
    const { context, page, frame } = await sim();
    await page.locator('#gameSeed').fill('4294967295');
    await page.getByRole('button', { name: 'Send initData' }).click();
    const seed = () => frame.evaluate(() => (window as unknown as { bigWatermelon: Probe }).bigWatermelon.world().seed);
    await expect.poll(seed).toBe(4294967295);
    await context.close();
  });

  it('Play back (?replay=) opens the viewer on the reported game, at 4× and at 1×: its end as the player left it', async () => {
    const { context, page, frame, log } = await sim();
    for (const x of [60, 300, 180, 120]) await dropAt(page, frame, x);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await log()).at(-1)?.msg).toBe(5);
    const replay = (await log()).at(-1)!.replay!;
    await context.close();
    const d = decodeReplay(replay);
    const played = d.ok ? playReplay(d.replay) : d;
    if (!played.ok) throw new Error(played.reason);
    const expected = played.world.pieces.map((p) => ({ id: p.id, x: p.x, kind: p.kind, level: p.level }));

    for (const speed of [4, 1]) {
      const env = await openPage(browser(), { viewport: { width: 1000, height: 800 } });
      await env.page.clock.install();
      await env.page.goto(url(`host-simulator.html?replay=${encodeURIComponent(replay)}&speed=${speed}`));
      const game = env.page.frame({ url: /BigWatermelon/ })!;
      const viewer = game.getByRole('dialog', { name: 'Watching a game' });
      await viewer.waitFor();
      await freezeTime(env.page);
      // The viewer shows only what its worker has played through (in real time): page time waits for it.
      const checked = viewer.locator('[data-check=verified]');
      await pageTimeUntil(env.page, async () => (await checked.count()) > 0, 'the viewer verified');
      expect(await env.page.locator('#playbackInfo').textContent()).toMatch(
        new RegExp(`^rules ${LATEST_RULES}, seed 7, \\d+ frames`),
      );
      expect(await viewer.getByRole('button', { name: `${speed}×` }).getAttribute('aria-pressed')).toBe('true');
      const frames = (d.ok ? d.replay.frames : 0) / speed;
      await env.page.clock.runFor(Math.ceil(frames * (1000 / 60)) + 500);
      const w = await world(game);
      // It stops where the player pressed Back, and says the score the game was left at.
      expect(w.pieces.map((p) => p.id)).toEqual(expected.map((p) => p.id));
      expect(w.pieces.map((p) => p.x)).toEqual(played.world.pieces.map((p) => p.x)); // the same drops, to the bit
      expect(w.score).toBe(played.world.score);
      expect(await viewer.getByTestId('watch-end').textContent()).toContain(`Final score: ${played.world.score}`);
      expect(await viewer.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
      // Nothing went to the host but the page's music state, and its sounds at 1×: no score, no request.
      const sent = (await env.page.evaluate(() => (window as unknown as { hostLog: { msg: number }[] }).hostLog)).map(
        (m) => m.msg,
      );
      expect(sent.filter((m) => m !== 11 && m !== 12)).toEqual([13]);
      expect(sent.some((m) => m === 11 || m === 12)).toBe(speed === 1);
      await env.context.close();
    }
  });
});
