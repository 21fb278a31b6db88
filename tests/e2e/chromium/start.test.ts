// The game's cold start: painted before any of its JavaScript runs, hydrated in place with nothing
// moving, playable after requests the HTML names itself, and host calls made meanwhile kept.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LATEST_RULES } from '../../../src/game';
import { KEPT_KEY } from '../../../src/play/kept/storage';
import { keptSave } from '../shared/keptSave';
import { world } from './gameProbe';
import { LOCALES, openPage, url, useBrowser } from './harness';

const TEXT = {
  'en-US': { lang: 'en', score: 'Score 0', back: 'Back', bomb: 'Bomb', loading: 'Loading the game…' },
  'zh-CN': { lang: 'zh-CN', score: '得分 0', back: '返回', bomb: '炸弹', loading: '游戏加载中…' },
} as const;

/** What a player sees of the game, read in the page. */
const seen = () => {
  const box = (sel: string) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const visible = (sel: string) => {
    const b = box(sel);
    return b !== null && b.width > 0 && b.height > 0;
  };
  return {
    lang: document.documentElement.lang,
    score: document.querySelector('h1')?.textContent,
    back: document.querySelector('header button')?.getAttribute('aria-label'),
    hud: visible('header'),
    frame: box('[data-testid=board-frame]'),
    progress: document.querySelector('[role=progressbar]')?.textContent,
    props: [...document.querySelectorAll('button[data-cooldown]')].map((b) => ({
      name: b.getAttribute('aria-label'),
      text: b.textContent,
      inert: Boolean(b.closest('[inert]')),
    })),
  };
};

/** Notes what a player sees (`seen`) once the first contentful paint is presented; nothing else runs between. */
const notePaint = (page: Page) =>
  page.addInitScript(`new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) window.atFcp = (${String(seen)})();
  }).observe({ type: 'paint', buffered: true });`);

/** What `notePaint` noted. */
async function atFirstPaint(page: Page): Promise<ReturnType<typeof seen>> {
  await page.waitForFunction(() => 'atFcp' in window);
  return page.evaluate(() => (window as unknown as { atFcp: ReturnType<typeof seen> }).atFcp);
}

const playable = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0, null, { timeout: 20_000 });

describe.each(LOCALES)('the game page opens in %s', (locale) => {
  const browser = useBrowser();
  const t = TEXT[locale];

  it('its first contentful paint already shows the HUD, the board frame, inert props and progress, with app JS blocked', async () => {
    const { context, page } = await openPage(browser(), { locale, viewport: { width: 390, height: 844 } });
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await notePaint(page);
    await page.goto(url('BigWatermelon'));
    const atFcp = await atFirstPaint(page);
    expect(atFcp).toMatchObject({ lang: t.lang, score: t.score, back: t.back, hud: true, progress: t.loading });
    expect(atFcp.props).toEqual([
      { name: `${t.bomb} ×0`, text: '×0', inert: true },
      { name: `${locale === 'zh-CN' ? '万能水果' : 'Wildcard'} ×1`, text: '×1', inert: true },
    ]);
    // The frame has its final size: as wide as a 387×406 box fits, as tall as the room between the HUD
    // (56 px) and the prop row (74 px).
    expect(atFcp.frame!.width).toBeCloseTo(390, 0);
    expect(atFcp.frame!.height).toBeCloseTo(844 - 130, 0);
    await context.close();
  });

  it('hydrates the painted nodes without a warning, and comes alive in the frame with no layout shift', async () => {
    const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 390, height: 844 } });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; moved: string[]; painted: Element[] };
      w.shifts = 0;
      w.moved = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node: Element | null; previousRect: DOMRect; currentRect: DOMRect }[];
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          w.shifts += e.value;
          // What moved, for the failure's message: the node and its box before and after.
          for (const s of e.sources)
            w.moved.push(`${s.node?.outerHTML.slice(0, 80) ?? '?'} ${JSON.stringify([s.previousRect, s.currentRect])}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          w.painted = ['h1', 'header button', '[data-testid=board-frame]', 'button[data-cooldown]'].map((s) =>
            document.querySelector(s)!,
          );
      });
    });
    await page.goto(url('BigWatermelon?seed=7'));
    const painted = await page.evaluate(seen);
    await playable(page);
    await page.getByRole('application').waitFor();
    // Two frames and a task after the board is shown: a shift it caused is laid out and reported by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
    );
    const live = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; moved: string[]; painted: Element[] };
      const now = ['h1', 'header button', '[data-testid=board-frame]', 'button[data-cooldown]'].map((s) =>
        document.querySelector(s),
      );
      const board = document.querySelector('[role=application]')!.getBoundingClientRect();
      return {
        shifts: w.shifts,
        moved: w.moved,
        adopted: now.every((el, i) => el === w.painted[i]),
        board: { x: board.x, y: board.y, width: board.width, height: board.height },
        inert: Boolean(document.querySelector('button[data-cooldown]')!.closest('[inert]')),
        progress: document.querySelectorAll('[role=progressbar]').length,
      };
    });
    expect(live.shifts, live.moved.join('\n')).toBe(0);
    expect(live.adopted, 'hydration kept the painted HUD, frame and buttons').toBe(true);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(live.board[k]).toBeCloseTo(painted.frame![k], 1);
    expect(live).toMatchObject({ inert: false, progress: 0 });
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    await context.close();
  });
});

describe.each(LOCALES)('a kept game at the open, in %s', (locale) => {
  const browser = useBrowser();
  const t = TEXT[locale];
  const wildcard = locale === 'zh-CN' ? '万能水果' : 'Wildcard';

  /** A page whose local storage holds `text` from its first script on, noting every score it shows from then on. */
  async function keptPage(text: string) {
    const env = await openPage(browser(), { locale, viewport: { width: 390, height: 844 } });
    const warnings: string[] = [];
    env.page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await env.page.addInitScript(
      ([key, save]) => {
        localStorage.setItem(key!, save!);
        const w = window as unknown as { scores: string[]; nexts: string[] };
        w.scores = [];
        w.nexts = [];
        new MutationObserver(() => {
          const score = document.querySelector('[data-testid=score]');
          // Only what can be on screen: #root is hidden (data-prepaint-pending) until the kept game is in.
          if (!score || document.documentElement.hasAttribute('data-prepaint-pending')) return;
          if (w.scores.at(-1) !== score.textContent) w.scores.push(score.textContent!);
          const next = document.querySelector('[data-testid=preview]')?.getAttribute('aria-label');
          if (next && w.nexts.at(-1) !== next) w.nexts.push(next);
        }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      },
      [KEPT_KEY, text],
    );
    return { ...env, warnings };
  }

  it('its first contentful paint already shows the kept score and counts, with app JS blocked', async () => {
    const kept = keptSave();
    const { context, page } = await keptPage(kept.text);
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await notePaint(page);
    await page.goto(url('BigWatermelon'));
    const atFcp = await atFirstPaint(page);
    expect(atFcp).toMatchObject({ lang: t.lang, score: t.score.replace('0', String(kept.world.score)), hud: true });
    expect(atFcp.props.map((p) => p.text)).toEqual(['×3', '×0']);
    await context.close();
  });

  it('shows no other score or next piece on its way to the pause popup, and hydrates silently', async () => {
    const kept = keptSave();
    const { context, page, errors, warnings } = await keptPage(kept.text);
    await page.goto(url('BigWatermelon'));
    await page.getByRole('dialog').waitFor();
    await page.getByRole('application').waitFor();
    const seenThen = await page.evaluate(() => {
      const w = window as unknown as { scores: string[]; nexts: string[] };
      return { scores: w.scores, nexts: w.nexts };
    });
    const next = await page.getByTestId('preview').getAttribute('aria-label');
    // The kept game's own: one score and one next piece, from the first paint on.
    expect(seenThen).toEqual({ scores: [String(kept.world.score)], nexts: [next] });
    expect(await world(page)).toMatchObject({ phase: 'paused', score: kept.world.score });
    await expect
      .poll(() => page.locator('button[data-cooldown]').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))))
      .toEqual([`${t.bomb} ×3`, `${wildcard} ×0`]);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    await context.close();
  });
});

describe('before the game is playable', () => {
  const browser = useBrowser();

  // An <img> of an SVG costs the main thread a whole SVG document of its own (12–24 ms each at 4× CPU
  // in bench:profile's traces); three of them stood between the first paint and playable.
  it('the HUD and the prop buttons draw their art in the page itself, with no SVG image, and name the next piece', async () => {
    const { context, page } = await openPage(browser(), { locale: 'zh-CN', viewport: { width: 390, height: 844 } });
    await page.goto(url('BigWatermelon?gameSeed=11'));
    await playable(page);
    const art = await page.evaluate(() => ({
      svgImages: [...document.querySelectorAll('img')].filter((i) => i.src.startsWith('data:image/svg')).length,
      drawn: [...document.querySelectorAll('header [role=img] svg, button[data-cooldown] svg')].map((svg) => {
        const r = svg.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height)];
      }),
    }));
    expect(art).toEqual({
      svgImages: 0,
      drawn: [
        [28, 28],
        [32, 32],
        [32, 32],
      ],
    });
    const next = await page.getByTestId('preview').getAttribute('aria-label');
    await expect(page.getByRole('img', { name: next! }).count()).resolves.toBe(1);
    expect(next).toMatch(/^\p{Script=Han}+$/u);
    await context.close();
  });

  // The HTML arrives in pieces and the parser paints what it has: each prop button must sit where it stays.
  it('a page cut after the bomb button, as a slow network delivers it, paints the bomb where it stays', async () => {
    const { context, page } = await openPage(browser(), { locale: 'zh-CN', viewport: { width: 390, height: 844 } });
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    const bomb = async (cut: boolean) => {
      await page.route(/BigWatermelon$/, async (r) => {
        const html = await (await r.fetch()).text();
        const end = html.indexOf('</button>', html.indexOf('data-cooldown')) + '</button>'.length;
        await r.fulfill({ contentType: 'text/html', body: cut ? html.slice(0, end) : html });
      });
      await page.goto(url('BigWatermelon'));
      await page.unroute(/BigWatermelon$/);
      return page.evaluate(() => {
        const r = document.querySelector('button[data-cooldown]')!.getBoundingClientRect();
        return { x: r.x, y: r.y, buttons: document.querySelectorAll('button[data-cooldown]').length };
      });
    };
    const [cut, whole] = [await bomb(true), await bomb(false)];
    expect({ cut, whole }).toEqual({ cut: { ...whole, buttons: 1 }, whole: { ...whole, buttons: 2 } });
    await context.close();
  });

  it('at most 8 requests, each named by the HTML itself; howler and the sounds come after', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const html = await (await fetch(url('BigWatermelon'))).text();
    // Its modulepreload links, and its icon (the browser fetches that itself).
    const named = [...html.matchAll(/<link rel="(?:modulepreload|icon)"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    await page.goto(url('BigWatermelon'));
    await playable(page);
    // Waits for all three (howler and both sounds): waiting for the first sound alone raced the second.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /howler-[^/]+\.js$|\.wav$/.test(new URL(e.name).pathname)).length >= 3,
    );
    const { before, after } = await page.evaluate(() => {
      const at = performance.getEntriesByName('game:playable')[0]!.startTime;
      const all = performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime }));
      return {
        before: all.filter((e) => e.at < at).map((e) => e.path),
        after: all.filter((e) => e.at >= at).map((e) => e.path),
      };
    });
    expect(1 + before.length).toBeLessThanOrEqual(8); // the HTML, then what it named
    expect(before.filter((p) => !named.includes(p))).toEqual([]);
    expect(before.filter((p) => /howler|\.wav$|\/fruits\/|\.css$/.test(p))).toEqual([]);
    expect(after.filter((p) => /howler-[^/]+\.js$|\.wav$/.test(p))).toHaveLength(3);
    await context.close();
  });

  it('host calls made before the code arrives wait for it and apply in order', async () => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const held: Route[] = [];
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (r) => {
      held.push(r);
      await released;
      await r.continue();
    });
    await page.goto(url('BigWatermelon'), { waitUntil: 'commit' });
    await page.locator('[data-testid=board-frame]').waitFor();
    // The route's handler runs in this process, after the browser has asked: wait until it holds a
    // request, so the calls below are made while the code is known to be on its way and not yet arrived.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      const w = window as unknown as Record<string, (p: unknown) => void>;
      const props = (bomb: number) => ({
        propertyList: [
          { prop: 1, quantity: bomb, status: 1 },
          { prop: 2, quantity: 4, status: 1 },
        ],
        nextType: null,
      });
      w.initData!({ type: 1, statusBarHeight: 20, statuswidth: 390, statusHeight: 600 });
      w.propsData!(props(2));
      w.propsData!(props(3)); // the later call wins: they apply in order
    });
    release();
    await playable(page);
    await expect.poll(() => page.locator('button[data-cooldown]').allTextContents()).toEqual(['×3', '×4']);
    // initData: content height = statusHeight - 110 + statusBarHeight.
    expect(await page.locator('main > div').evaluate((el) => el.getBoundingClientRect().height)).toBe(510);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a uni-app SDK that fails to load (the game in the host simulator, an iframe)', () => {
  const browser = useBrowser();

  /**
   * Opens the simulator with the SDK file answering 404: every time, or until the game says it tries
   * once more. (Counting requests would race: the HTML's preload and the first import may share one
   * fetch or make two, depending on which comes first.)
   */
  async function simulator(fail: 'untilRetry' | 'always') {
    const env = await openPage(browser(), { viewport: { width: 1000, height: 800 } });
    const warnings: string[] = [];
    env.page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // The game's frame notes its retry as it logs it, in the same task that asks for the SDK again: a
    // request that finds the note is the retry's (asked in the page, so no clock decides it).
    await env.page.addInitScript(() => {
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => {
        if (String(args[0]).includes('trying once more')) (window as unknown as { sdkRetry: boolean }).sdkRetry = true;
        warn(...args);
      };
    });
    let requests = 0;
    await env.page.route(/\/assets\/uni-webview-js-[^/]+\.js$/, async (r) => {
      requests++;
      const retry = await r
        .request()
        .frame()
        .evaluate(() => 'sdkRetry' in window)
        .catch(() => false);
      return fail === 'untilRetry' && retry ? r.continue() : r.fulfill({ status: 404, body: 'Not found' });
    });
    // Every message the game posts to this window, as it arrives.
    await env.page.addInitScript(() => {
      const w = window as unknown as { raw: unknown[] };
      w.raw = [];
      addEventListener('message', (e) => w.raw.push(e.data));
    });
    await env.page.goto(url('host-simulator.html?seed=7'));
    const frame = env.page.frame({ url: /BigWatermelon/ })!;
    await frame.getByRole('application').waitFor();
    const posted = () => env.page.evaluate(() => (window as unknown as { raw: unknown[] }).raw);
    return { ...env, frame, warnings, posted, requests: () => requests };
  }

  it('is tried once more: the messages go out through it', async () => {
    // The HTML's preload and the first import fail; the retry loads.
    const { context, warnings, posted, requests } = await simulator('untilRetry');
    await expect.poll(posted).toHaveLength(1);
    const [first] = (await posted()) as { type: string; data: { name: string; arg: object; options?: object } }[];
    expect(first).toMatchObject({ type: 'WEB_INVOKE_APPSERVICE', data: { name: 'postMessage', arg: { msg: 13 } } });
    expect(first!.data.options, 'posted by the SDK itself (it stamps options)').toBeDefined();
    expect(requests()).toBeGreaterThanOrEqual(2); // at least one failed, then the retry's own
    expect(warnings.some((w) => w.includes('trying once more'))).toBe(true);
    await context.close();
  });

  it('fails twice: the SDK’s H5 envelope goes to the parent instead, none lost, in order', async () => {
    const { context, page, frame, posted, errors } = await simulator('always');
    await expect
      .poll(posted)
      .toEqual([{ type: 'WEB_INVOKE_APPSERVICE', data: { name: 'postMessage', arg: { msg: 13 } } }]);
    await frame.getByRole('button', { name: 'Back' }).click();
    await expect
      .poll(async () => ((await posted()) as { data: { arg: object } }[]).map((m) => m.data.arg))
      .toEqual([
        { msg: 13 },
        { msg: 5, score: 0, replay: expect.stringMatching(new RegExp(`^${LATEST_RULES}\\.7\\.\\d+\\.$`)) },
      ]);
    expect(await page.evaluate(() => (window as unknown as { hostLog: unknown[] }).hostLog)).toEqual([
      { msg: 13 },
      { msg: 5, score: 0, replay: expect.stringMatching(new RegExp(`^${LATEST_RULES}\\.7\\.\\d+\\.$`)) },
    ]);
    expect(errors.some((e) => e.includes('uni-app web-view SDK failed to load twice'))).toBe(true);
    await context.close();
  });
});
