// A special is declared once (src/game/specials.ts). Here the table gets a third row, a "freeze" that lands
// like the first, and everything that reads the table takes it: the host's messages and payloads, the replay,
// the verifier's counts, limits and flags, the prop buttons' starting counts and cooldowns. What is left to a
// new special is shown last: its art and its texts (and, for a landing of its own, its physics in step.ts,
// whose switch over `Landing` does not compile until it has one).
import { describe, expect, it, vi } from 'vitest';
import type { Special } from '../../src/game/specials';

const FREEZE: Special = {
  prop: 3,
  landing: 'removeNearest',
  code: 4,
  msg: { use: 18, ask: 19 },
  used: 'freezes',
  limit: 'maxFreezes',
  flag: '--max-freezes',
  startQuantity: 2,
  cooldownMs: 1000,
  mark: '#1098ad',
};

vi.mock('../../src/game/specials', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/game/specials')>();
  return { ...m, ...m.readSpecials({ ...m.SPECIALS, freeze: FREEZE }) };
});

// Imported after the mock, as every module of the page would see the table.
const game = await import('../../src/game');
const { verdictLine, verifyReplay } = await import('../../src/game/package');
const { toPayload } = await import('../../src/bridge/protocol');
const { MESSAGE_MEANING, MESSAGE_OF } = await import('../../src/bridge/messageIndex');
const { parsePropsData } = await import('../../src/bridge/validate');
const { HELP, limitsFromFlags } = await import('../../src/verifier/args');
const { INITIAL_PROPS } = await import('../../src/play/flow/store');
const { createCooldowns } = await import('../../src/play/host/cooldowns');

// The third special's kind is not one the compiler knows: the test speaks of it as the page would read it.
const freeze = 'freeze' as never;

/** A game of seed 1: a fruit dropped and landed, then a granted freeze dropped on it; its replay. */
function gameWithAFreeze() {
  const { update, startRecording, record, replayText, createWorld, quantizeDropX } = game;
  let world = createWorld(1);
  let rec = startRecording(world);
  const events: string[] = [];
  const act = (action: Parameters<typeof update>[1]) => {
    const t = update(world, action);
    rec = record(rec, world, action, t.world);
    events.push(...t.events.map((e) => e.type));
    world = t.world;
  };
  act({ type: 'drop', x: quantizeDropX(world, 180) });
  for (let i = 0; i < 240; i++) act({ type: 'step' });
  act({ type: 'setSpecial', kind: freeze });
  act({ type: 'drop', x: quantizeDropX(world, 180) });
  for (let i = 0; i < 240; i++) act({ type: 'step' });
  return { world, events, replay: replayText(rec, world) };
}

describe('a third special, added as one row of the table', () => {
  it('is one of the kinds, after the others', () => {
    expect(game.SPECIAL_KINDS).toEqual(['bomb', 'wildcard', 'freeze']);
  });

  it('has its host messages: use one, ask for one when none is left', () => {
    expect(toPayload({ type: 'useSpecial', kind: freeze })).toEqual({ msg: 18 });
    expect(toPayload({ type: 'askSpecial', kind: freeze })).toEqual({ msg: 19 });
    expect(MESSAGE_OF.get(18)).toEqual({ type: 'useSpecial', kind: 'freeze' });
    expect(MESSAGE_MEANING[19]).toBe('freeze requested, none left');
  });

  it("is read from the host's propsData: its row third, its name and number as nextType", () => {
    const row = (prop: number, quantity: number) => ({ prop, quantity, status: 1 });
    const list = [row(1, 0), row(2, 1), row(3, 4)];
    expect(parsePropsData({ propertyList: list, nextType: 'freeze' })).toMatchObject({
      ok: true,
      value: { propertyList: list, nextType: 'freeze' },
    });
    expect(parsePropsData({ propertyList: list, nextType: 3 })).toMatchObject({
      ok: true,
      value: { nextType: 'freeze' },
    });
    expect(parsePropsData({ propertyList: [row(1, 0), row(2, 1)], nextType: null })).toEqual({
      ok: false,
      error: 'propsData: propertyList must have 3 entries',
    });
  });

  it('starts with its own count on its button, and its own cooldown', () => {
    expect(INITIAL_PROPS).toEqual([
      { prop: 1, quantity: 0, status: 1 },
      { prop: 2, quantity: 1, status: 1 },
      { prop: 3, quantity: 2, status: 1 },
    ]);
    let now = 0;
    const seconds: string[] = [];
    const cooldowns = createCooldowns({ now: () => now, after: (_ms, cb) => (cb(), () => {}) }, (kind, left) =>
      seconds.push(`${kind} ${left}`),
    );
    cooldowns.start(freeze);
    expect(seconds[0]).toBe('freeze 1');
    expect(cooldowns.active(freeze)).toBe(true);
    now = 1000;
    expect(cooldowns.active(freeze)).toBe(false);
  });

  it('lands, is written in the replay with its code, and the verifier counts it, limits it and prints it', () => {
    const { events, replay } = gameWithAFreeze();
    expect(events).toContain('exploded'); // its landing: the first special's physics, named in its row
    const decoded = game.decodeReplay(replay);
    expect(decoded.ok && decoded.replay.actions.map((a) => a.type)).toEqual(['drop', 'special', 'drop']);
    expect(game.decodeReplay(replay)).toEqual(decoded); // one spelling: its code reads back as itself
    const v = verifyReplay(replay);
    expect(v).toMatchObject({ ok: true, freezes: 1, bombs: 0, wildcards: 0, revives: 0 });
    expect(verdictLine(v)).toMatch(/ bombs=0 wildcards=0 freezes=1 revives=0$/);
    expect(verifyReplay(replay, { maxFreezes: 0 } as never)).toEqual({
      ok: false,
      reason: 'more than 0 freezes (maxFreezes)',
    });
    expect(limitsFromFlags(['--max-freezes', '2'])).toEqual({ ok: true, limits: { maxFreezes: 2 } });
    expect(HELP).toContain('--max-freezes');
  });

  it('still needs its art and its texts: the board refuses to load without its picture', async () => {
    await expect(import('../../src/play/view/board/art')).rejects.toThrow(
      'no art for freeze in src/play/view/board/art/',
    );
    const { gameTexts } = await import('../../src/i18n/gameTexts');
    expect(Object.keys(gameTexts.en.game)).toContain('wildcard');
    expect(Object.keys(gameTexts.en.game)).not.toContain('freeze');
  });
});
