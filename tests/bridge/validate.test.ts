import { describe, expect, it } from 'vitest';
import { parseInitData, parsePropsData, parseRankingData } from '../../src/bridge/validate';
import { MALFORMED, props, ranking } from './malformed';

describe('valid payloads', () => {
  it('accepts objects and JSON strings', () => {
    const init = { type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 812 };
    expect(parseInitData(init)).toEqual({ ok: true, value: init });
    expect(parseInitData(JSON.stringify(init))).toEqual({ ok: true, value: init });
    expect(parsePropsData(props(2, 0, 'wildcard'))).toMatchObject({ ok: true, value: { nextType: 'wildcard' } });
    expect(parsePropsData(props(2, 0, 1))).toMatchObject({ ok: true, value: { nextType: 'bomb' } });
    expect(parsePropsData(JSON.stringify(props()))).toMatchObject({ ok: true, value: { nextType: null } });
    expect(parseRankingData(ranking())).toMatchObject({ ok: true });
    expect(parseRankingData({ ...ranking([]), user: { ...ranking().user, rank: '未上榜', type: 1 } })).toMatchObject({
      ok: true,
    });
  });
});

describe('malformed payloads', () => {
  it.each(MALFORMED)('%s is refused, naming the field', (_, parse, raw, field) => {
    const result = parse(raw) as { ok: false; error: string };
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(field);
  });
});
