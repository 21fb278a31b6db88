// Issue #50, item 1: a parent window on another origin answers by postMessage, in one envelope, and only
// the window framing the page, on the site's own origin or one HOST_ORIGINS names, is heard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_CALL, listenForHostMessages, readHostMessage } from '../../src/bridge/callMessages';
import type { HostCall } from '../../src/bridge/inbox';

const SITE = 'https://game.example.com';
const HOST = 'https://h5.example.com';
const parent = {} as Window;
/** A framed page on the site: its parent is `parent`. */
const framed = { parent, location: { origin: SITE } } as unknown as Window;
const envelope = (name: unknown, payload?: unknown) => ({ type: HOST_CALL, name, payload });
const from = (data: unknown, origin = HOST, source: unknown = parent) =>
  ({ data, origin, source }) as unknown as MessageEvent;

afterEach(() => vi.restoreAllMocks());

describe('a host call by message', () => {
  it('from the framing window on an allowed origin: the call it carries, payload as sent', () => {
    const grant = { bombCount: 1, wildcardCount: 0, nextType: null };
    expect(readHostMessage(from(envelope('propsData', grant)), framed, [HOST])).toEqual({
      call: { name: 'propsData', payload: grant },
    });
    // The site's own origin is always heard, and a JSON string goes through as the global function takes it.
    expect(readHostMessage(from(envelope('initData', '{"seed":7}'), SITE), framed, [])).toEqual({
      call: { name: 'initData', payload: '{"seed":7}' },
    });
    expect(readHostMessage(from(envelope('videoFinished')), framed, [HOST])).toEqual({
      call: { name: 'videoFinished', payload: undefined },
    });
  });

  it.each([
    ['another origin', from(envelope('initData', {}), 'https://elsewhere.example.com'), /origin .*elsewhere.* neither/],
    ['a window other than the parent (a grandchild frame)', from(envelope('initData', {}), HOST, {}), /framing/],
    ['no source', from(envelope('initData', {}), HOST, null), /framing/],
    ['not the envelope', from({ name: 'initData' }), /not a HOST_CALL envelope/],
    ['a plain string', from('initData'), /not a HOST_CALL envelope/],
    [
      'an unknown name',
      from(envelope('grantEverything', {})),
      /^name: expected one of initData.*got "grantEverything"$/,
    ],
  ])('refused: %s', (_, message, reason) => {
    const r = readHostMessage(message, framed, [HOST]);
    expect('refused' in r && r.refused).toMatch(reason);
  });

  it('a page that is not framed hears no message, not even its own', () => {
    const top = { location: { origin: SITE } } as unknown as Window & { parent: unknown };
    top.parent = top;
    expect(readHostMessage(from(envelope('initData', {}), SITE, top), top, [])).toEqual({
      refused: 'it did not come from the window framing the page',
    });
  });

  it('a refused name is quoted short: a megabyte of it is not echoed back', () => {
    const r = readHostMessage(from(envelope('x'.repeat(1_000_000))), framed, [HOST]);
    expect('refused' in r && r.refused.length).toBeLessThan(200);
  });

  it('the listener hands on what is accepted and warns of the rest, applying nothing of it', () => {
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { parent, location: { origin: SITE } });
    const took: HostCall[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    listenForHostMessages(target, [HOST], (c) => took.push(c));
    const send = (m: MessageEvent) => target.dispatchEvent(Object.assign(new Event('message'), m));
    send(from(envelope('propsData', { bombCount: 2 }), 'https://elsewhere.example.com'));
    send(from(envelope('propsData', { bombCount: 3 })));
    expect(took).toEqual([{ name: 'propsData', payload: { bombCount: 3 } }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^host message ignored \(from "https:\/\/elsewhere\.example\.com"\): origin/,
    );
  });
});
