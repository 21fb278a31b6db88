// Host app simulator: embeds the game in a phone-sized iframe, decodes what it
// posts (the uni-app SDK's envelope) and calls its global callbacks, by hand or
// "like the app" would. Not linked from the product pages.
import { MESSAGE_MEANING, MESSAGE_OF } from '../bridge/messageIndex';
import { HOST_CALL } from '../bridge/callMessages';
import type { HostCallName } from '../bridge/callNames';
import { fromH5Envelope } from '../bridge/transport';
import { SPECIAL_KINDS, SPECIALS, verdictLine, verifyReplay, type Limits, type SpecialKind } from '../game/package';
import { DAMAGED_REPLAY, DUEL_USERS, INIT_DATA, RANKINGS, SAMPLE_REPLAY, SAMPLE_SCORE } from './samples';
import { createRelay, otherPhone, type Phone } from './relay';
import './simulator.px.css';

type Callback = HostCallName;
const base = import.meta.env.BASE_URL;
const root = document.getElementById('sim')!;
const query = new URLSearchParams(location.search);
/** Two phones playing together (?phones=2): the second keeps its game apart from the first's (?phone=2). */
const twoPhones = query.get('phones') === '2';
/** The game's address: the simulator's own query (?seed=, ?replay=, ?speed=) goes to the game. */
const gameSrc = (phone: Phone = 'A') => {
  const q = new URLSearchParams(query);
  q.delete('phones');
  if (phone === 'B') q.set('phone', '2');
  return `${base}BigWatermelon${String(q) ? `?${q}` : ''}`;
};
root.innerHTML = `
  <iframe id="game" title="Big Watermelon${twoPhones ? ': phone A' : ''}" src="${gameSrc()}" width="375" height="720"></iframe>
  ${twoPhones ? `<iframe id="gameB" title="Big Watermelon: phone B" src="${gameSrc('B')}" width="375" height="720"></iframe>` : ''}
  <section class="panel">
    <p>${twoPhones ? '<a href="?">One phone</a>' : '<a href="?phones=2">Two phones: play together</a>'}</p>
    <fieldset id="together" ${twoPhones ? '' : 'hidden'}><legend>Playing together (phone A and phone B)</legend>
      <label>Mode <select id="duelMode"><option value="race">race</option><option value="timed">timed (5 min)</option></select></label>
      <button id="startDuel">Start a duel</button>
      <label>Latency <input id="latency" type="number" min="0" value="150"> ms</label>
      <label>Jitter <input id="jitter" type="number" min="0" value="100"> ms</label>
      <button id="dropNext">Drop the next message</button>
      <button id="twiceNext">Send the next one twice</button>
      <button id="leaveB">Phone B's player leaves</button>
      <span id="duelInfo" role="status"></span>
    </fieldset>
    <h1>Host app simulator</h1>
    <label><input type="checkbox" id="auto" checked> Answer like the app</label>
    <label><input type="checkbox" id="byMessage"> Answer by postMessage (as an H5 host on another origin)</label>
    <label>Revive video <select id="videoEnd"><option value="watched">watched to the end</option><option value="closed">closed early</option></select></label>
    <fieldset id="playback" hidden><legend>Playing back a replay</legend>
      <label>Speed <select id="speed"><option value="1">1×</option><option value="4">4×</option></select></label>
      <span id="playbackInfo"></span>
    </fieldset>
    <fieldset><legend>initData</legend><textarea id="init" rows="3"></textarea>
      <label>gameSeed <input id="gameSeed" inputmode="numeric" placeholder="none"></label>
      <button id="sendInit">Send initData</button></fieldset>
    <fieldset><legend>propsData</legend>
      ${SPECIAL_KINDS.map(
        (k) =>
          `<label>${k} <input id="${k}Q" type="number" min="0" value="${SPECIALS[k].startQuantity}"> status <input id="${k}S" type="number" value="1"></label>`,
      ).join('')}
      <label>nextType <select id="nextType"><option value="">null</option>${SPECIAL_KINDS.map((k) => `<option>${k}</option>`).join('')}</select></label>
      <button id="sendProps">Send propsData</button>
    </fieldset>
    <fieldset id="limits"><legend>Verify with the server's limits</legend>
      <label>seed <input id="limSeed" inputmode="numeric" placeholder="any"></label>
      ${SPECIAL_KINDS.map(
        (k) =>
          `<label>max ${SPECIALS[k].used} <input id="${SPECIALS[k].limit}" inputmode="numeric" placeholder="any"></label>`,
      ).join('')}
      <label>max revives <input id="limRevives" inputmode="numeric" placeholder="any"></label>
    </fieldset>
    <fieldset><legend>Callbacks</legend>
      <button id="video">videoFinished</button>
      <button id="videoClosed">videoFinished: closed early</button>
      <button id="rankToday">rankingData: today</button>
      <button id="rankTotal">rankingData: total (type 1)</button>
      <button id="rankEmpty">rankingData: empty</button>
    </fieldset>
    <fieldset><legend>replayData (a game to watch)</legend>
      <button id="watchSample">The top couple's game</button>
      <button id="watchBest">Your best reported game</button>
      <button id="watchDamaged">A damaged replay</button>
    </fieldset>
    <h2>Messages from the game</h2>
    <ol id="log" aria-live="polite"></ol>
  </section>`;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const frame = $<HTMLIFrameElement>('game');
/** Each phone's frame: B only with two phones. */
const frames: Record<Phone, HTMLIFrameElement | null> = {
  A: frame,
  B: twoPhones ? $<HTMLIFrameElement>('gameB') : null,
};
$<HTMLTextAreaElement>('init').value = JSON.stringify(INIT_DATA);
const num = (id: string) => Number($<HTMLInputElement>(id).value);

/** One call into a phone's game (phone A's unless said). */
function call(name: Callback, payload?: unknown, phone: Phone = 'A'): void {
  const target = frames[phone]!;
  const who = twoPhones ? `${phone} ` : '';
  const shown = `${name}(${payload === undefined ? '' : JSON.stringify(payload).slice(0, 120)})`;
  if ($<HTMLInputElement>('byMessage').checked) {
    // The envelope a parent window on another origin sends (docs/bridge.md); this page is the site's own origin.
    target.contentWindow?.postMessage({ type: HOST_CALL, name, payload }, '*');
    log(`${who}⇢ ${shown} by message`);
    return;
  }
  const fn = (target.contentWindow as unknown as Record<Callback, (p?: unknown) => void> | null)?.[name];
  if (typeof fn !== 'function') {
    log(`(${who}game not ready: ${name} not defined yet)`);
    return;
  }
  fn(payload);
  log(`${who}→ ${shown}`);
}

/** Each prop's quantity field in the panel. */
const quantityField = (k: SpecialKind) => `${k}Q`;
/** Phone B's player's props: their own, as the app would keep them (phone A's are the panel's fields). */
const countsB = new Map<SpecialKind, number>(SPECIAL_KINDS.map((k) => [k, SPECIALS[k].startQuantity]));
const quantity = (k: SpecialKind, phone: Phone) => (phone === 'A' ? num(quantityField(k)) : countsB.get(k)!);

function props(nextType: SpecialKind | null, phone: Phone = 'A') {
  return {
    propertyList: SPECIAL_KINDS.map((k) => ({
      prop: SPECIALS[k].prop,
      quantity: quantity(k, phone),
      status: phone === 'A' ? num(`${k}S`) : 1,
    })),
    nextType,
  };
}

/**
 * Lines the log shows, newest first. A duel logs each phone's moves twice a second, and every new line lays out
 * the whole list: the oldest go. The page's hostLog keeps every message.
 */
const LOG_LINES = 200;

function log(text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.textContent = text;
  const list = $('log');
  list.prepend(li);
  while (list.childElementCount > LOG_LINES) list.lastElementChild!.remove();
  return li;
}

/** The limits typed in: an empty field is no limit; digits are one; anything else is shown as refused. */
function limits(): Limits {
  const out: Record<string, number> = {};
  for (const [id, key] of [
    ['limSeed', 'seed'],
    ...SPECIAL_KINDS.map((k) => [SPECIALS[k].limit, SPECIALS[k].limit] as const),
    ['limRevives', 'maxRevives'],
  ] as const) {
    const input = $<HTMLInputElement>(id);
    const raw = input.value.trim();
    input.setCustomValidity(raw === '' || /^\d+$/.test(raw) ? '' : 'a whole number, or empty for no limit');
    if (/^\d+$/.test(raw)) out[key] = Number(raw);
  }
  return out;
}

/** The player's best reported game: the app's ranking carries it on the player's rows, for Watch. */
let best: { readonly score: number; readonly replay: string } | null = null;
const YOU = RANKINGS.today.user.users;

/** A game to watch, as the app would open the viewer on it ("your partner just scored"). */
const watch = (replay: string, users: readonly unknown[], scoreNum?: number) =>
  call('replayData', { replay, users, scoreNum });

/** Today's ranking as the app answers it: the player's rows carry their best reported game, to watch. */
function today() {
  if (!best) return RANKINGS.today;
  const { score, replay } = best;
  const mine = { users: YOU, scoreNum: score, replay };
  return {
    user: { ...RANKINGS.today.user, scoreNum: score, replay },
    ranks: [...RANKINGS.today.ranks.filter((r) => r.users[0].name !== YOU[0].name), mine].sort(
      (a, b) => b.scoreNum - a.scoreNum,
    ),
  };
}

/** A msg 5's replay: its size, a Verify button (the server's check, run here), Watch and a Play back link. */
function showReplay(li: HTMLLIElement, replay: string, score: number | undefined): void {
  if (score !== undefined && verifyReplay(replay).ok && (!best || score > best.score)) best = { score, replay };
  li.append(` · replay ${replay.length} bytes `);
  const verify = document.createElement('button');
  verify.textContent = 'Verify';
  const result = document.createElement('output');
  verify.onclick = () => {
    const v = verifyReplay(replay, limits());
    const match = !v.ok ? '' : v.score === score ? ' (matches)' : ` (reported ${score})`;
    result.textContent = verdictLine(v) + match;
  };
  const watchIt = document.createElement('button');
  watchIt.textContent = 'Watch';
  watchIt.onclick = () => watch(replay, YOU, score);
  const play = document.createElement('a');
  play.textContent = 'Play back';
  play.href = `?replay=${encodeURIComponent(replay)}`;
  play.target = '_blank';
  li.append(verify, ' ', watchIt, ' ', play, ' ', result);
}

/** A msg 15's score card: its size, and the picture as the app would save or share it (a PNG data URL only). */
function showImage(li: HTMLLIElement, image: string): void {
  li.append(` · image ${image.length} characters `);
  if (!image.startsWith('data:image/png;base64,')) return void li.append('(not a PNG data URL)');
  const img = document.createElement('img');
  img.src = image;
  img.alt = 'the score card the game sent';
  img.className = 'card';
  li.append(img);
}

/** The answer when the player closes the revive video before its end: no revive, and Revive is offered again. */
const CLOSED_EARLY = { completed: false } as const;

/** The video's end, as the panel says it went: watched (a bare call, as today's app sends) or closed early. */
const videoEnded = () =>
  $<HTMLSelectElement>('videoEnd').value === 'closed' ? call('videoFinished', CLOSED_EARLY) : call('videoFinished');

/**
 * What the real app does on each message, when "answer like the app" is on. Each answer settles the
 * request it answers (docs/bridge.md): 6 and 7 get the special as nextType, 8 and 9 a grant (the count
 * up by one) with no nextType.
 */
function answer(msg: number, phone: Phone = 'A'): void {
  if (!$<HTMLInputElement>('auto').checked) return;
  const q = (k: SpecialKind, d: number) => {
    if (phone === 'B') return void countsB.set(k, Math.max(0, countsB.get(k)! + d));
    const id = quantityField(k);
    $<HTMLInputElement>(id).value = String(Math.max(0, num(id) + d));
  };
  const m = MESSAGE_OF.get(msg);
  const type = m?.type;
  if (m?.type === 'useSpecial') {
    q(m.kind, -1);
    return call('propsData', props(m.kind, phone), phone);
  }
  if (m?.type === 'askSpecial') {
    q(m.kind, +1); // "watched a video", granted one
    return call('propsData', props(null, phone), phone);
  }
  if (type === 'watchVideoToRevive')
    setTimeout(phone === 'A' ? videoEnded : () => call('videoFinished', undefined, 'B'), 1000);
  if (type === 'rankingToday') call('rankingData', today(), phone);
  if (type === 'rankingTotal') call('rankingData', RANKINGS.total, phone);
}

window.addEventListener('message', (e: MessageEvent) => {
  const phone: Phone | null =
    e.source === frame.contentWindow ? 'A' : frames.B && e.source === frames.B.contentWindow ? 'B' : null;
  if (!phone) return;
  const arg = fromH5Envelope(e.data);
  if (!arg) return;
  const { msg, score, replay, image } = arg;
  if (typeof msg !== 'number') return;
  const meaning = MESSAGE_MEANING[msg] ?? 'unknown';
  const who = twoPhones ? `${phone} ` : '';
  const duelPart =
    msg === 16
      ? ` ${String(arg.seq)}: ${String(arg.moves).slice(0, 40)}`
      : msg === 17
        ? ` since ${String(arg.since)}`
        : '';
  const li = log(`${who}← msg ${msg}: ${meaning}${score === undefined ? '' : ` (score ${score})`}${duelPart}`);
  if (typeof replay === 'string') showReplay(li, replay, score);
  if (typeof image === 'string') showImage(li, image);
  const entry =
    replay !== undefined ? { msg, score, replay } : image !== undefined ? { msg, score, image } : { msg, score };
  const logs = window as unknown as { hostLog: unknown[]; hostLogB: unknown[] };
  (phone === 'A' ? logs.hostLog : logs.hostLogB).push(msg === 16 || msg === 17 ? { msg, ...arg } : entry);
  if (twoPhones) together(phone, msg, arg);
  answer(msg, phone);
});
(window as unknown as { hostLog: unknown[] }).hostLog = [];
(window as unknown as { hostLogB: unknown[] }).hostLogB = [];

/** The gameSeed field: digits become a number; anything else goes as typed, for the game to report. */
function withSeed(init: unknown): unknown {
  const raw = $<HTMLInputElement>('gameSeed').value.trim();
  if (raw === '' || typeof init !== 'object' || init === null) return init;
  return { ...init, gameSeed: /^\d+$/.test(raw) ? Number(raw) : raw };
}

$('sendInit').onclick = () => {
  try {
    call('initData', withSeed(JSON.parse($<HTMLTextAreaElement>('init').value)));
  } catch {
    call('initData', $<HTMLTextAreaElement>('init').value); // the game reports it
  }
};

// ?replay=…: the game opens its viewer on it; the speed is the game's ?speed=, so changing it starts it over.
const replay = query.get('replay');
if (replay !== null) {
  $('playback').hidden = false;
  const v = verifyReplay(replay);
  $('playbackInfo').textContent = v.ok
    ? `rules ${v.rules}, seed ${v.seed}, ${v.frames} frames (${(v.frames / 3600).toFixed(1)} min), score ${v.score}, ` +
      `${SPECIAL_KINDS.map((k) => `${v[SPECIALS[k].used]} ${SPECIALS[k].used}`).join(', ')}, ${v.revives} revives`
    : `this replay does not verify: ${v.reason}`;
  const speed = $<HTMLSelectElement>('speed');
  speed.value = query.get('speed') === '4' ? '4' : '1';
  speed.onchange = () => {
    query.set('speed', speed.value);
    history.replaceState(null, '', `?${query}`);
    frame.src = gameSrc();
  };
}
$('sendProps').onclick = () =>
  call('propsData', props(($<HTMLSelectElement>('nextType').value || null) as SpecialKind | null));
$('video').onclick = () => call('videoFinished');
$('videoClosed').onclick = () => call('videoFinished', CLOSED_EARLY);
$('rankToday').onclick = () => call('rankingData', today());
$('watchSample').onclick = () => watch(SAMPLE_REPLAY, RANKINGS.today.ranks[0].users, SAMPLE_SCORE);
$('watchBest').onclick = () => (best ? watch(best.replay, YOU, best.score) : log('(no game reported yet)'));
$('watchDamaged').onclick = () => watch(DAMAGED_REPLAY, RANKINGS.today.ranks[0].users);
$('rankTotal').onclick = () => call('rankingData', RANKINGS.total);
$('rankEmpty').onclick = () => call('rankingData', RANKINGS.empty);

// Two phones playing together: the simulator is their room service (relay.ts). Each phone's first message gets an
// initData naming the couple (itself first) when answering like the app; Start a duel sends both a duelData.
const started = new Set<Phone>();
/** The jitter's randomness: seeded, so a run with the same settings relays alike. */
let jitterSeed = 0x9e3779b9;
const jitter = () => {
  jitterSeed = (Math.imul(jitterSeed ^ (jitterSeed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return jitterSeed / 2 ** 32;
};
const relay = createRelay({
  now: () => Date.now(),
  after: (ms, run) => void setTimeout(run, ms),
  deliver: (to, m) => call('partnerMoves', m, to),
  delay: () => num('latency') + Math.round(jitter() * num('jitter')),
  note: (text) => void log(`relay: ${text}`),
});
const USER_OF: Record<Phone, { avatar: string; name: string }> = { A: DUEL_USERS[0], B: DUEL_USERS[1] };

function startDuel() {
  const id = `sim-${Date.now().toString(36)}`;
  const seed = Math.floor(jitter() * 2 ** 32);
  const mode = $<HTMLSelectElement>('duelMode').value;
  relay.start(id);
  for (const p of ['A', 'B'] as const) call('duelData', { duel: id, seed, mode, partner: USER_OF[otherPhone(p)] }, p);
  $('duelInfo').textContent = `duel ${id}, seed ${seed}, ${mode}`;
}

function together(phone: Phone, msg: number, arg: Record<string, unknown>) {
  if (!started.has(phone) && $<HTMLInputElement>('auto').checked) {
    started.add(phone);
    const users = [USER_OF[phone], USER_OF[otherPhone(phone)]];
    call(
      'initData',
      { ...INIT_DATA, statuswidth: 375, statusHeight: 720 + 110 - INIT_DATA.statusBarHeight, users },
      phone,
    );
  }
  const { duel, seq, moves, since } = arg;
  if (msg === 16 && typeof duel === 'string' && typeof seq === 'number' && typeof moves === 'string')
    relay.moves(phone, { duel, seq, moves });
  if (msg === 17 && typeof duel === 'string' && typeof since === 'number') relay.resend(phone, { duel, since });
  if (msg === 10 && relay.restarted(phone)) startDuel();
}

if (twoPhones) {
  $('startDuel').onclick = startDuel;
  $('dropNext').onclick = relay.dropNext;
  $('twiceNext').onclick = relay.twiceNext;
  $('leaveB').onclick = () => relay.leave('B');
}
