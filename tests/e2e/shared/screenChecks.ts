// What a visitor sees of a page at a screen size, read from element boxes, and what must hold of it: one
// set of checks that Chromium (Playwright) and WebKit (WebDriver, tests/e2e/webkit/screens.test.ts) both run.
// The measuring functions run in the page: self-contained, no imports, passed as source.
import { expect } from 'vitest';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** Wide windows, tall enough for the whole column: [width, height]. */
export const SHARE_WIDE = [
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [768, 1024],
  [1024, 768],
] as const;
/** Phones on their side (issue #61): two columns, the code and the big button on the first screen. */
export const SHARE_SIDEWAYS = [
  [667, 375],
  [844, 390],
  [932, 430],
] as const;
export const SHARE_PHONES = [
  [320, 568],
  [375, 667],
  [390, 844],
  [430, 932],
] as const;

/** Page-side: the share page's parts (in page coordinates, scrolled to the top) and how it scrolls. */
export function measureShare() {
  const box = (el: Element | null) => {
    const r = el!.getBoundingClientRect();
    return {
      top: r.top + scrollY,
      bottom: r.bottom + scrollY,
      left: r.left,
      right: r.right,
      width: r.width,
      height: r.height,
    };
  };
  const main = document.querySelector('main')!;
  return {
    view: { width: innerWidth, height: innerHeight },
    rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    main: box(main),
    heading: box(document.querySelector('h1')),
    brand: box(document.querySelector('[data-testid=brand]')),
    brandText: document.querySelector('[data-testid=brand]')?.textContent ?? '',
    code: box(document.querySelector('[data-testid=code]')),
    steps: [...document.querySelectorAll('main ol > li')].map(box),
    // By place, in any language: Copy in the first step, Download in the last, the big button under the steps.
    copy: box(main.querySelector('ol button')),
    download: box(main.querySelector('ol a')),
    open: box(main.querySelector(':scope > button')),
    innerScrolls: [...main.querySelectorAll('*')].some(
      (e) =>
        e !== document.querySelector('[data-testid=code]') &&
        e.scrollHeight > e.clientHeight + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(e).overflowY),
    ),
    pageHeight: document.documentElement.scrollHeight,
  };
}
export type ShareMeasure = ReturnType<typeof measureShare>;

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** A wide window: a centred phone-shaped column, nothing over the code, all of it shown, no scroll inside. */
export function checkShareWide(m: ShareMeasure): void {
  expect(m.main.width).toBeCloseTo(m.rem * 10, 0);
  expect(m.main.left).toBeCloseTo((m.view.width - m.main.width) / 2, 0);
  expect(m.main.width).toBeLessThanOrEqual(540.5);
  expect(m.steps).toHaveLength(3);
  for (const p of [...m.steps, m.open]) expect(overlaps(p, m.code), 'nothing covers the code').toBe(false);
  expect(m.innerScrolls, 'no area scrolls inside the page').toBe(false);
  for (const p of [m.brand, m.heading, m.code, ...m.steps, m.copy, m.download, m.open])
    expect(p.bottom).toBeLessThanOrEqual(m.view.height + 0.5);
  expect(m.pageHeight).toBeLessThanOrEqual(m.view.height + 1);
}

/** The app's name and what it is for, in the page's language: the site's name and description. */
const BRAND =
  /^(Sweet Pet A couples app: raise a pet together, play together\.|甜蜜萌宠 情侣App：一起养宠物，一起玩。)$/;

/** On the first screen, no scrolling: within the window, top to bottom. */
const onFirstScreen = (p: { top: number; bottom: number }, m: ShareMeasure) =>
  p.top >= -0.5 && p.bottom <= m.view.height + 0.5;

/**
 * A phone on its side: the app's name, the code and the big button on the first screen (two columns), the page
 * no taller than the window, nothing over the code, the text no smaller than on a 375 px phone.
 */
export function checkShareSideways(m: ShareMeasure): void {
  expect(m.brandText).toMatch(BRAND);
  for (const [name, p] of Object.entries({ brand: m.brand, code: m.code, open: m.open }))
    expect(onFirstScreen(p, m), `${name} on the first screen`).toBe(true);
  expect(m.pageHeight).toBeLessThanOrEqual(m.view.height + 1);
  // Side by side is not over: a part covers the code where both its rows and its columns meet the code's.
  const covers = (p: (typeof m.steps)[number]) =>
    overlaps(p, m.code) && p.left < m.code.right - 0.5 && m.code.left < p.right - 0.5;
  for (const p of [...m.steps, m.open, m.brand]) expect(covers(p), 'nothing covers the code').toBe(false);
  expect(m.steps[0]!.left, 'the steps in a column of their own').toBeGreaterThanOrEqual(m.code.right - 0.5);
  expect(m.rem).toBeGreaterThanOrEqual(37.5);
}

/** A phone held upright: width / 10, the full width, the big button at the bottom, page height = window height. */
export function checkSharePhone(m: ShareMeasure, width: number, height: number): void {
  expect(m.rem).toBeCloseTo(width / 10, 5);
  expect(m.main.width).toBeCloseTo(width, 0);
  expect(m.brandText).toMatch(BRAND);
  for (const [name, p] of Object.entries({ brand: m.brand, code: m.code, open: m.open }))
    expect(onFirstScreen(p, m), `${name} on the first screen`).toBe(true);
  expect(m.open.bottom).toBeGreaterThan(height - 0.6 * m.rem * 2); // pinned to the bottom, as before
  expect(m.open.bottom).toBeLessThanOrEqual(height + 0.5);
}

/** The phones the issue names, and what a host's initData gives the game on them (statusHeight, statusBarHeight). */
export const GAME_PHONES = [
  [360, 640, 640, 24],
  [375, 667, 667, 20],
  [390, 844, 844, 47],
  [430, 932, 932, 59],
] as const;

/** Page-side: the game's column (the HUD, the board, the prop row) and the window. */
export function measureGame() {
  const box = (el: Element | null | undefined) => {
    const r = el!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  };
  return {
    hud: box(document.querySelector('header')),
    board: box(document.querySelector('[data-testid=board]')),
    canvas: box(document.querySelector('[data-testid=board] canvas')),
    props: box(document.querySelector('button[data-cooldown]')?.parentElement),
    game: box(document.querySelector('header')?.parentElement),
    view: { width: innerWidth, height: innerHeight },
  };
}
export type GameMeasure = ReturnType<typeof measureGame>;

/** The game's height once the board has its final size, or null while it is still being laid out. */
export const gameSettled = (m: GameMeasure) =>
  m.board.height >= m.props.top - m.hud.bottom - 1 ? Math.round(m.game.height) : null;

/**
 * The game reads as one screen: the board wall to wall and as tall as the room between the HUD and the prop
 * row, its field drawn all the way up, and no empty band down the game taller than a tenth of the screen.
 */
export function checkGameBands(m: GameMeasure, screenHeight: number): void {
  const bands = [
    m.hud.top - m.game.top,
    m.board.top - m.hud.bottom,
    m.props.top - m.board.bottom,
    m.game.bottom - m.props.bottom,
  ];
  for (const band of bands) expect(band).toBeLessThanOrEqual(screenHeight / 10);
  expect(m.board.width).toBeCloseTo(m.view.width, 0);
  expect(m.canvas.height).toBeCloseTo(m.board.height, 0);
}

/** Page-side: the desktop landing page's download button, headline, illustration and QR code. */
export function measureLanding() {
  const box = (el: Element | null | undefined) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  };
  const qr = document.querySelector('[data-testid=download-qr]');
  return {
    view: { width: innerWidth, height: innerHeight },
    download: box(document.querySelector('main a[href]')),
    title: box(document.querySelector('h1')),
    art: box([...document.querySelectorAll('main svg')].at(-1)),
    qrShown: !!qr && qr.getBoundingClientRect().width > 0 && getComputedStyle(qr).visibility !== 'hidden',
    qrPath: qr?.querySelector('path')?.getAttribute('d') ?? null,
    qrBox: qr?.getAttribute('viewBox')?.split(' ').map(Number) ?? null,
    features: [...document.querySelectorAll('h3')].map((h) => h.textContent?.trim() ?? ''),
    overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}
export type LandingMeasure = ReturnType<typeof measureLanding>;

/** The desktop address on a phone: one column, the button on one line inside the screen, no code to scan. */
export function checkLandingPhone(m: LandingMeasure): void {
  expect(m.download!.height).toBeLessThan(64); // one line
  expect(m.download!.left).toBeGreaterThanOrEqual(0);
  expect(m.download!.right).toBeLessThanOrEqual(m.view.width + 0.5);
  expect(m.art!.top).toBeGreaterThanOrEqual(m.title!.bottom); // stacked, not side by side
  expect(m.qrShown).toBe(false);
  expect(m.overflowX).toBeLessThanOrEqual(0);
}

/** A page-side function as a WebDriver script that returns its result. */
export const asScript = (fn: () => unknown) => `return (${fn.toString()})();`;

/** Page-side: the ranking popup as a player sees it: the own row's label and names, the rows' overflow, the tabs. */
export function measureRanking() {
  const mine = document.querySelector('[data-testid=my-rank]');
  const panel = document.querySelector('[role=tabpanel]');
  const rows = [...(panel?.querySelectorAll('li') ?? []), ...(mine ? [mine] : [])];
  // A name is shown text hidden from assistive tech (which reads the whole name); a row's Watch icon is not one.
  const shownNames = (el: Element | null | undefined) =>
    [...(el?.querySelectorAll('[aria-hidden=true]') ?? [])]
      .filter((n) => !n.closest('button'))
      .map((n) => n.textContent ?? '')
      .filter(Boolean);
  return {
    label: mine?.firstElementChild?.textContent ?? null,
    myNames: shownNames(mine),
    /** The avatars in the player's own row (an image, or its placeholder). */
    myAvatars: mine?.querySelectorAll('img, [data-testid=avatar-placeholder]').length ?? 0,
    myText: mine?.textContent ?? '',
    /** Shown names the row's width cuts short ("A.."): none may be, in any row. */
    cut: rows
      .flatMap((row) => [...row.querySelectorAll('[aria-hidden=true]')])
      .filter((n) => n.scrollWidth > n.clientWidth + 0.5)
      .map((n) => n.textContent),
    /** The names the list shows for the pair in the player's own row. */
    listNamesOfMine:
      [...(panel?.querySelectorAll('li') ?? [])]
        .map((li) => shownNames(li))
        .find((names) => names.join() === shownNames(mine).join()) ?? null,
    listHasLabel:
      !!panel &&
      [...panel.querySelectorAll('li')].some((li) =>
        li.textContent?.includes(mine?.firstElementChild?.textContent ?? '\u0000'),
      ),
    // Every part of a row ends inside it: a long name is cut at its edge, over no avatar and no score.
    spill: Math.max(
      0,
      ...rows.flatMap((row) => {
        const edge = row.getBoundingClientRect().right;
        return [...row.querySelectorAll('span, img')].map((c) => c.getBoundingClientRect().right - edge);
      }),
    ),
    selected: document.querySelector('[role=tab][aria-selected=true]')?.textContent ?? null,
    focused: document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
    tabStops: [...document.querySelectorAll('[role=tab]')].map((t) => (t as HTMLElement).tabIndex),
  };
}
export type RankingMeasure = ReturnType<typeof measureRanking>;

/** The ranking's words in each language. */
export const RANKING_TEXT = {
  'en-US': { back: 'Back', ranking: 'Ranking', you: 'You', today: 'Today', total: 'Total', notMatched: 'Not matched' },
  'zh-CN': { back: '返回', ranking: '排行榜', you: '我', today: '今日', total: '总榜', notMatched: '未匹配' },
} as const;

/**
 * The player's own row at a phone's `width`, as the simulator's sample rankings have it: Today's pair shows the
 * names its list row shows, none cut short; Total's player, not matched, one name, one avatar, and "Not matched".
 */
export function expectOwnRow(width: number, today: RankingMeasure, total: RankingMeasure, notMatched: string) {
  expect({ width, names: today.myNames, list: today.listNamesOfMine, cut: today.cut }).toEqual({
    width,
    names: ['小明同学…', 'Alex…'],
    list: ['小明同学…', 'Alex…'],
    cut: [],
  });
  expect(today.spill).toBeLessThanOrEqual(0.5);
  expect({ width, names: total.myNames, avatars: total.myAvatars, cut: total.cut }).toEqual({
    width,
    names: ['Solo'],
    avatars: 1,
    cut: [],
  });
  expect(total.myText).toContain(notMatched);
}

/** Phones on their side and short windows (issue #74): [width, height]. */
export const SHORT_SCREENS = [
  [667, 375],
  [844, 390],
  [932, 430],
] as const;

/**
 * Page-side: every link and button a visitor can tap whose box is under WCAG 2.2's least target, 24 × 24 CSS
 * px (2.5.8), as `tag "name" width×height`.
 */
export function smallTargets() {
  const out: string[] = [];
  const controls = 'a[href], button, [role=button], [role=switch], [role=tab], input, select, summary';
  for (const el of document.querySelectorAll(controls)) {
    const r = el.getBoundingClientRect();
    if ((r.width === 0 && r.height === 0) || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.closest('.visually-hidden')) continue;
    if (r.width < 23.5 || r.height < 23.5) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      out.push(`${el.tagName.toLowerCase()} "${name}" ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
  }
  return out;
}

/** Page-side: the open dialog, its last control, and the sign that it scrolls; null with none open. */
export function measureDialog() {
  const d = document.querySelector('dialog[open]');
  if (!d) return null;
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  };
  const controls = [...d.querySelectorAll('button, a[href]')].filter((b) => b.getBoundingClientRect().height > 0);
  const last = controls[controls.length - 1]!;
  const sign = d.querySelector('[data-testid=more-below]');
  return {
    view: { width: innerWidth, height: innerHeight },
    box: box(d),
    last: box(last),
    lastName: (last.getAttribute('aria-label') ?? last.textContent ?? '').trim(),
    /** Part of the dialog lies below what it shows. */
    scrolls: d.scrollHeight > d.clientHeight + 1,
    atEnd: d.scrollTop + d.clientHeight >= d.scrollHeight - 1,
    signShown: !!sign && getComputedStyle(sign).visibility === 'visible',
  };
}
export type DialogMeasure = NonNullable<ReturnType<typeof measureDialog>>;

/**
 * Page-side: an open dialog whose sign of more agrees with how it lies (shown while part of it is below what it
 * shows, else hidden). The sign follows a ResizeObserver and the scroll event, after layout: a measure taken
 * before they ran would read a dialog between two states.
 */
export function dialogSettled() {
  const d = document.querySelector('dialog[open]');
  if (!d) return false;
  const sign = d.querySelector('[data-testid=more-below]');
  const shown = !!sign && getComputedStyle(sign).visibility === 'visible';
  const below = d.scrollHeight > d.clientHeight + 1 && d.scrollTop + d.clientHeight < d.scrollHeight - 1;
  return shown === below;
}

/** Page-side: scrolls the open dialog to its end, as a finger would. */
export function scrollDialogToEnd() {
  const d = document.querySelector('dialog[open]');
  if (d) d.scrollTop = d.scrollHeight;
}

/**
 * A popup in a short window: inside the window, and its last control either shown whole, or (the dialog
 * scrolling) with the sign that there is more. `atEnd` is the same dialog scrolled to its end.
 */
export function checkDialogReach(m: DialogMeasure, atEnd: DialogMeasure | null): void {
  expect(m.box.top).toBeGreaterThanOrEqual(-0.5);
  expect(m.box.bottom).toBeLessThanOrEqual(m.view.height + 0.5);
  if (!m.scrolls) {
    expect(m.signShown, 'no sign of more where nothing is below').toBe(false);
    expect(m.last.bottom, `${m.lastName} shown whole`).toBeLessThanOrEqual(m.box.bottom + 0.5);
    return;
  }
  expect(m.signShown, 'a dialog that scrolls shows that there is more').toBe(true);
  expect(atEnd!.last.bottom, `${m.lastName} reached by scrolling`).toBeLessThanOrEqual(atEnd!.box.bottom + 0.5);
  expect(atEnd!.last.top).toBeGreaterThanOrEqual(atEnd!.box.top - 0.5);
  expect(atEnd!.signShown, 'at the end, no sign').toBe(false);
}

/** Page-side: the world's top line (where the danger line is drawn) in page px, from the board's box and scale. */
export function measureTopLine() {
  const b = document.querySelector('[data-testid=board]')!.getBoundingClientRect();
  const hud = document.querySelector('header')!.getBoundingClientRect();
  const scale = b.width / 387; // the board at scale 1 is 387 wide (375 and two walls)
  return {
    line: b.bottom - 406 * scale, // 400 of world and the floor's 6 below it
    halfStroke: 1.5 * scale, // the danger line is 3 world units thick, centred on the top line
    board: { top: b.top, bottom: b.bottom, left: b.left, right: b.right, width: b.width, height: b.height },
    hud: { top: hud.top, bottom: hud.bottom, left: hud.left, right: hud.right },
    view: { width: innerWidth, height: innerHeight },
  };
}
export type TopLineMeasure = ReturnType<typeof measureTopLine>;

/**
 * A phone on its side: the board as tall as the window (today's stacked layout gave it 260 of 390 px at
 * 844×390), the danger line whole on the board and clear of the HUD.
 */
export function checkShortBoard(m: TopLineMeasure): void {
  expect(m.board.height, 'the board takes the height').toBeGreaterThanOrEqual(m.view.height - 1);
  expect(m.board.bottom).toBeLessThanOrEqual(m.view.height + 0.5);
  expect(m.line - m.halfStroke, 'the danger line below the board top').toBeGreaterThanOrEqual(m.board.top + 1);
  const besideHud = m.hud.right <= m.board.left + 0.5;
  if (!besideHud) expect(m.line - m.halfStroke, 'the danger line below the HUD').toBeGreaterThan(m.hud.bottom + 1);
}

/**
 * Page-side: the desktop landing's QR caption, line by line (the characters on each line as laid out), and
 * whether the illustration lies over any text of the hero (its words, or a caption's letter past its box).
 */
export function measureLandingCaption() {
  const svgs = document.querySelectorAll('main svg');
  const art = svgs[svgs.length - 1]!.getBoundingClientRect();
  const meets = (a: DOMRect, b: DOMRect) =>
    a.width > 0 && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  let artOverText = [...document.querySelectorAll('main h1, main p, main a')].some((e) =>
    meets(e.getBoundingClientRect(), art),
  );
  const cap = document.querySelector('main figcaption');
  const rows = new Map<number, string>();
  if (cap && cap.getBoundingClientRect().width > 0) {
    const walker = document.createTreeWalker(cap, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        if (meets(r, art)) artOverText = true;
        const top = Math.round(r.top);
        rows.set(top, (rows.get(top) ?? '') + text[i]);
      }
    }
  }
  const lines = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l.trim());
  return { lines, artOverText };
}

/** A caption no narrower than its words need: at least three characters on every line. */
export function checkCaption(m: ReturnType<typeof measureLandingCaption>): void {
  expect(m.lines.length, 'the caption is shown').toBeGreaterThan(0);
  expect(m.lines.filter((l) => l.length < 3)).toEqual([]);
  expect(m.artOverText, 'the illustration covers no text').toBe(false);
}

/**
 * Page-side: what a share page visitor reads, as laid out (issue #73, item 6): the lines of the big button, of the
 * in-app hint (and whether its quoted phrase is on one line), and the boxes the hint, the alert and "Copy
 * Successful" take beside everything else on the page.
 */
export function measureShareText() {
  /** The text of `el` as the engine broke it into lines, one string per line. */
  const linesOf = (el: Element | null): string[] => {
    if (!el) return [];
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (!rect) continue;
        const line = lines.find((l) => Math.abs(l.top - rect.top) < rect.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: rect.top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.replace(/[\s\u00a0]+/g, ' ').trim());
  };
  const box = (el: Element | null) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width && r.height ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
  };
  const main = document.querySelector('main')!;
  const hint = document.querySelector('[data-testid=menu-hint]');
  const quoted = hint?.querySelector('span');
  const status = main.querySelector('[role=status]');
  return {
    view: { width: innerWidth, height: innerHeight },
    openLines: linesOf(main.querySelector(':scope > button')),
    hint: box(hint),
    hintLines: linesOf(hint),
    hintBackground: hint ? getComputedStyle(hint).backgroundColor : '',
    quotedLines: quoted ? new Set([...quoted.getClientRects()].map((r) => Math.round(r.top))).size : 0,
    alert: box(document.querySelector('dialog[open]')),
    status: status?.textContent ? box(status) : null,
    /** What a visitor reads or presses on the page, each its own box (a step's number is its item's left edge). */
    parts: [
      ['brand', main.querySelector('[data-testid=brand]')],
      ['heading', main.querySelector('h1')],
      ['code', main.querySelector('[data-testid=code]')],
      ...[...main.querySelectorAll('ol > li')].map((li, i) => [`step ${i + 1}`, li] as const),
      ['copy', main.querySelector('ol button')],
      ['download', main.querySelector('ol a')],
      ['big button', main.querySelector(':scope > button')],
    ].map(([name, el]) => ({ name: name as string, box: box(el as Element | null) })),
    pageQr: (document.querySelector('[data-testid=page-qr]') as HTMLElement | null)?.dataset.href ?? null,
  };
}
export type ShareTextMeasure = ReturnType<typeof measureShareText>;

type Rect = { top: number; bottom: number; left: number; right: number };
const meets = (a: Rect, b: Rect) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;
/** A line that is one word (English) or one character (Chinese), the quotes and punctuation around it aside. */
const lone = (line: string) =>
  /[\u3400-\u9fff]/.test(line)
    ? [...line.replace(/[“”"'‘’，。、,.…·\s]/g, '')].length <= 1
    : line.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length <= 1;

/** The big button's label: no line of it is a lone word ("app" never by itself). */
export function checkOpenLabel(m: ShareTextMeasure): void {
  expect(m.openLines.length).toBeGreaterThan(0);
  for (const line of m.openLines)
    expect(lone(line), `"${line}" alone on a line of ${JSON.stringify(m.openLines)}`).toBe(false);
}

/** The in-app hint: on screen, on its own opaque bubble, clear of the alert, no lone word, its quoted phrase whole. */
export function checkMenuHint(m: ShareTextMeasure): void {
  const hint = m.hint!;
  expect(hint, 'the hint shows').not.toBeNull();
  expect(hint.left >= -0.5 && hint.top >= -0.5 && hint.right <= m.view.width + 0.5, 'the hint on screen').toBe(true);
  expect(meets(hint, m.alert!), 'the hint clear of the alert').toBe(false);
  expect(m.hintBackground, 'an opaque bubble').toMatch(/^rgb\(/);
  expect(m.quotedLines, 'the quoted phrase on one line').toBe(1);
  for (const line of m.hintLines) expect(lone(line), `"${line}" alone in ${JSON.stringify(m.hintLines)}`).toBe(false);
}

/** "Copy Successful" shows and covers nothing a visitor reads or presses. */
export function checkStatusCoversNothing(m: ShareTextMeasure): void {
  expect(m.status, 'the status shows').not.toBeNull();
  const covered = m.parts.filter((p) => p.box && meets(p.box, m.status!)).map((p) => p.name);
  expect(covered, 'what "Copy Successful" covers').toEqual([]);
}
