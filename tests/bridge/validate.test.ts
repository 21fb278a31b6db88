import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  MAX_RANKS,
  parseInitData,
  parsePropsData,
  parseRankingData,
  parseReplayData,
  type InitData,
  type PropsData,
  type RankingData,
} from '../../src/bridge/validate';
import { MALFORMED, props, ranking, user } from './malformed';

describe('valid payloads', () => {
  it('accepts objects and JSON strings', () => {
    const init = { type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 812 };
    expect(parseInitData(init)).toEqual({ ok: true, value: init, notes: [] });
    expect(parseInitData(JSON.stringify(init))).toEqual({ ok: true, value: init, notes: [] });
    expect(parsePropsData(props(2, 0, 'wildcard'))).toMatchObject({ ok: true, value: { nextType: 'wildcard' } });
    expect(parsePropsData(props(2, 0, 1))).toMatchObject({ ok: true, value: { nextType: 'bomb' } });
    expect(parsePropsData(JSON.stringify(props()))).toMatchObject({ ok: true, value: { nextType: null } });
    expect(parseRankingData(ranking())).toMatchObject({ ok: true });
    expect(parseRankingData({ ...ranking([]), user: { ...ranking().user, rank: '未上榜', type: 1 } })).toMatchObject({
      ok: true,
    });
  });
});

describe('tolerant of what a newer host may send', () => {
  it('ignores fields the page does not know, at every level', () => {
    const init = { type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 812 };
    expect(parseInitData({ ...init, version: 2 })).toEqual({ ok: true, value: init, notes: [] });
    const p = props(2, 0, 'bomb');
    const extended = { ...p, version: 2, propertyList: p.propertyList.map((e) => ({ ...e, label: 'x' })) };
    expect(parsePropsData(extended)).toEqual(parsePropsData(p));
    const r = ranking();
    expect(parseRankingData({ ...r, page: 1, user: { ...r.user, vip: true } })).toEqual(parseRankingData(r));
  });

  it('takes an unmatched player alone, and a rank sent as digits as that number', () => {
    const alone = parseRankingData({ ...ranking([]), user: { rank: '未上榜', users: [user()], scoreNum: 0, type: 1 } });
    expect(alone).toMatchObject({ ok: true, value: { user: { users: [user()], type: 1 } } });
    const digits = parseRankingData({ ...ranking(), user: { ...ranking().user, rank: ' 12 ' } });
    expect(digits).toMatchObject({ ok: true, value: { user: { rank: 12 } } });
    expect(parseRankingData({ ...ranking(), user: { ...ranking().user, rank: '未上榜' } })).toMatchObject({
      ok: true,
      value: { user: { rank: '未上榜' } },
    });
    // A matched couple still needs both people.
    const half = parseRankingData({ ...ranking(), user: { ...ranking().user, users: [user()] } });
    expect(half).toEqual({ ok: false, error: 'rankingData: user.users must have 2 entries' });
  });

  it('cuts a list longer than the page shows, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn');
    const long = parseRankingData(ranking(Array.from({ length: 10_000 }, () => ranking().ranks[0])));
    expect(long.ok && long.value.ranks.length).toBe(MAX_RANKS);
    expect(long.ok && long.notes).toEqual([
      { level: 'warn', message: `rankingData: ranks has 10000 entries; the first ${MAX_RANKS} are used` },
    ]);
    const three = parsePropsData({ ...props(1, 1), propertyList: [...props(1, 1).propertyList, { prop: 3 }] });
    expect(three.ok && three.value.propertyList).toHaveLength(2);
    expect(three.ok && three.notes).toHaveLength(1);
    // A read logs nothing itself: the session logs its notes (tests/play/host/callApplier.test.ts).
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('games to watch', () => {
  it('replayData takes a replay, and whose game it is and its score when sent', () => {
    const game = { replay: '4.7.60.AAAB', users: [user(), user('Bo')], scoreNum: 41 };
    expect(parseReplayData(game)).toEqual({ ok: true, value: game, notes: [] });
    expect(parseReplayData({ replay: '4.7.60.AAAB', extra: 1 })).toEqual({
      ok: true,
      value: { replay: '4.7.60.AAAB' },
      notes: [],
    });
  });

  it('a ranking row may carry its game’s replay; one of the wrong type is refused alone, naming it', () => {
    const r = ranking([
      { users: [user(), user('Bo')], scoreNum: 10, replay: '4.7.60.AAAB' },
      { users: [user(), user('Bo')], scoreNum: 9, replay: 12 },
    ]);
    const read = parseRankingData({ ...r, user: { ...r.user, replay: '4.1.60.AAAB' } });
    expect(read).toMatchObject({ ok: true, value: { user: { replay: '4.1.60.AAAB' } } });
    expect(read.ok && read.value.ranks.map((row) => row.replay)).toEqual(['4.7.60.AAAB', undefined]);
    expect(read.ok && read.notes).toEqual([
      {
        level: 'error',
        message: 'rankingData: ranks[1].replay must be text of 1 to 1000000 characters; no Watch',
      },
    ]);
  });
});

describe('malformed payloads', () => {
  it.each(MALFORMED)('%s is refused, naming the field', (_, parse, raw, field) => {
    const result = parse(raw) as { ok: false; error: string };
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(field);
  });
});

describe('the types the page reads', () => {
  type User = { readonly avatar: string; readonly name: string };
  type Prop<N> = { readonly prop: N; readonly quantity: number; readonly status: number };
  /** What docs/bridge.md ("App → page") describes. */
  type Init = {
    readonly type: number;
    readonly statusBarHeight: number;
    readonly statuswidth: number;
    readonly statusHeight: number;
    readonly gameSeed?: number;
  };
  // One entry per special, in the table's order (game/specials.ts): the order is checked as it is read (malformed.ts).
  type Props = { readonly propertyList: readonly Prop<1 | 2>[]; readonly nextType: 'bomb' | 'wildcard' | null };
  type Ranking = {
    readonly user: {
      readonly rank: number | string;
      readonly users: readonly [User, User] | readonly [User];
      readonly scoreNum: number;
      readonly type: 1 | 2;
      readonly replay?: string;
    };
    readonly ranks: readonly {
      readonly users: readonly [User, User];
      readonly scoreNum: number;
      readonly replay?: string;
    }[];
  };

  it('are inferred from the guards, each way assignable to what docs/bridge.md describes (npm run typecheck)', () => {
    expectTypeOf<InitData>().toExtend<Init>();
    expectTypeOf<Init>().toExtend<InitData>();
    expectTypeOf<PropsData>().toExtend<Props>();
    expectTypeOf<Props>().toExtend<PropsData>();
    expectTypeOf<RankingData>().toExtend<Ranking>();
    expectTypeOf<Ranking>().toExtend<RankingData>();
    const seeded = { type: 1, statusBarHeight: 0, statuswidth: 1, statusHeight: 1, gameSeed: 7 };
    expect(parseInitData(seeded)).toEqual({ ok: true, value: seeded, notes: [] });
  });
});
