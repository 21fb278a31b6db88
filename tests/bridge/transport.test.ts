import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../src/bridge';
import { installEarlyHostCallbacks, installHostCallbacks, type HostCall } from '../../src/bridge/inbox';
import { toPayload, type HostMessage } from '../../src/bridge/protocol';
import { chooseTransport } from '../../src/bridge/transport';

const flush = () => new Promise((r) => setTimeout(r, 0));
type W = Record<string, unknown>;

afterEach(() => {
  for (const k of ['ReactNativeWebView', '__dcloud_weex_postMessage', 'plus']) delete (window as unknown as W)[k];
});

describe('toPayload', () => {
  it('numbers every message as docs/bridge.md ("Page → app") does', () => {
    const all: [HostMessage, object][] = [
      [{ type: 'home' }, { msg: 1 }],
      [{ type: 'watchVideoToRevive' }, { msg: 2 }],
      [{ type: 'rankingToday' }, { msg: 3 }],
      [{ type: 'rankingTotal' }, { msg: 4 }],
      [
        { type: 'score', score: 41.6, replay: '1.7.60.AAAB' },
        { msg: 5, score: 42, replay: '1.7.60.AAAB' },
      ],
      [{ type: 'useSpecial', kind: 'bomb' }, { msg: 6 }],
      [{ type: 'useSpecial', kind: 'wildcard' }, { msg: 7 }],
      [{ type: 'askSpecial', kind: 'bomb' }, { msg: 8 }],
      [{ type: 'askSpecial', kind: 'wildcard' }, { msg: 9 }],
      [{ type: 'restarted' }, { msg: 10 }],
      [{ type: 'landSound' }, { msg: 11 }],
      [{ type: 'mergeSound' }, { msg: 12 }],
      [{ type: 'musicOn' }, { msg: 13 }],
      [{ type: 'musicOff' }, { msg: 14 }],
      [
        { type: 'shareCard', score: 1240.4, image: 'data:image/png;base64,iVBOR' },
        { msg: 15, score: 1240, image: 'data:image/png;base64,iVBOR' },
      ],
    ];
    for (const [m, p] of all) expect(toPayload(m)).toEqual(p);
  });
});

describe('transports', () => {
  it('uni-app app path: the official SDK hands { data: { msg, score } } to the app', async () => {
    const received: unknown[] = [];
    (window as unknown as W).__dcloud_weex_postMessage = (m: unknown) => received.push(m);
    const bridge = createBridge(window);
    expect(bridge.kind).toBe('uni-app');
    bridge.send({ type: 'score', score: 120, replay: '1.7.60.' });
    bridge.send({ type: 'home' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    // The SDK wraps the page's `data` as { data: [data] } for the app side.
    expect(received).toEqual([{ data: [{ msg: 5, score: 120, replay: '1.7.60.' }] }, { data: [{ msg: 1 }] }]);
  });

  it('uni-app App whose runtime arrives 2.5 s late: messages wait for UniAppJSBridgeReady and go out in order', async () => {
    vi.useFakeTimers();
    try {
      const doc = new EventTarget();
      const win = { navigator: { userAgent: 'Mozilla/5.0 Html5Plus/1.0 uni-app' }, document: doc } as unknown as W;
      win.parent = win;
      const delivered: unknown[] = [];
      const lost: unknown[] = [];
      // The SDK's App path: without `plus` a message goes nowhere.
      const sdk = { postMessage: (o: { data: unknown }) => (win.plus ? delivered : lost).push(o.data) };
      const t = chooseTransport(win as unknown as Window, () => Promise.resolve(sdk));
      expect(t.kind).toBe('uni-app');
      t.send({ msg: 13 });
      t.send({ msg: 11 });
      await vi.advanceTimersByTimeAsync(2500);
      expect(delivered).toEqual([]);
      win.plus = {};
      doc.dispatchEvent(new Event('plusready'));
      win.UniAppJSBridge = true;
      doc.dispatchEvent(new Event('UniAppJSBridgeReady'));
      t.send({ msg: 5, score: 3 });
      await vi.advanceTimersByTimeAsync(0);
      expect(delivered).toEqual([{ msg: 13 }, { msg: 11 }, { msg: 5, score: 3 }]);
      expect(lost).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uni-app in an iframe: messages go at once, with no ready event to wait for', async () => {
    const posted: unknown[] = [];
    const win = {
      navigator: { userAgent: 'Mozilla/5.0' },
      document: new EventTarget(),
      parent: {},
    } as unknown as Window;
    const t = chooseTransport(win, () =>
      Promise.resolve({ postMessage: (o: { data: unknown }) => posted.push(o.data) }),
    );
    t.send({ msg: 13 });
    await flush();
    expect(posted).toEqual([{ msg: 13 }]);
  });

  describe('an SDK that fails to load', () => {
    const framedWin = (posted: unknown[]) =>
      ({
        navigator: { userAgent: 'Mozilla/5.0' },
        document: new EventTarget(),
        parent: { postMessage: (m: unknown, origin: string) => posted.push({ m, origin }) },
      }) as unknown as Window;

    it('is tried once more; what was sent meanwhile goes out through it, in order', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const viaSdk: unknown[] = [];
      const toParent: unknown[] = [];
      const uni = vi
        .fn<() => Promise<{ postMessage(o: { data: unknown }): void }>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce({ postMessage: (o) => viaSdk.push(o.data) });
      const t = chooseTransport(framedWin(toParent), uni);
      t.send({ msg: 13 });
      t.send({ msg: 5, score: 7 });
      await vi.waitFor(() => expect(viaSdk).toEqual([{ msg: 13 }, { msg: 5, score: 7 }]));
      expect(uni).toHaveBeenCalledTimes(2);
      expect(toParent).toEqual([]);
    });

    it("twice, in an iframe: the SDK's H5 envelope goes to the parent instead, in order, none lost", async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const toParent: unknown[] = [];
      const t = chooseTransport(framedWin(toParent), () => Promise.reject(new Error('404')));
      t.send({ msg: 13 });
      t.send({ msg: 11 });
      t.send({ msg: 5, score: 120 });
      const envelope = (arg: object) => ({
        m: { type: 'WEB_INVOKE_APPSERVICE', data: { name: 'postMessage', arg } },
        origin: '*',
      });
      await vi.waitFor(() =>
        expect(toParent).toEqual([envelope({ msg: 13 }), envelope({ msg: 11 }), envelope({ msg: 5, score: 120 })]),
      );
      expect(error).toHaveBeenCalledWith('uni-app web-view SDK failed to load twice', expect.any(Error));
    });

    it('twice, in the App: each message is reported on the console, nothing throws', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const win = { navigator: { userAgent: 'Html5Plus/1.0 uni-app' }, document: new EventTarget(), plus: {} } as W;
      win.parent = win;
      const t = chooseTransport(win as unknown as Window, () => Promise.reject(new Error('404')));
      t.send({ msg: 1 });
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'uni-app web-view SDK unavailable: message not delivered',
          '{"data":{"msg":1}}',
        ),
      );
    });
  });

  it('React Native: posts the JSON string of { data }', () => {
    const posted: string[] = [];
    (window as unknown as W).ReactNativeWebView = { postMessage: (s: string) => posted.push(s) };
    const bridge = createBridge(window);
    expect(bridge.kind).toBe('react-native');
    bridge.send({ type: 'useSpecial', kind: 'wildcard' });
    expect(posted.map((s) => JSON.parse(s))).toEqual([{ data: { msg: 7 } }]);
  });

  it('no host: logs to the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const t = chooseTransport(window, () => Promise.reject(new Error('not used')));
    expect(t.kind).toBe('none');
    t.send({ msg: 12 });
    expect(info).toHaveBeenCalledWith(expect.any(String), '{"data":{"msg":12}}');
    await flush();
  });
});

describe('host callbacks', () => {
  it('calls made to the early callbacks (the inline head script) come first, in order, once the app installs its own', () => {
    // A framed page: calls come by the global functions and, from the parent, by message (issue #50).
    const parent = new EventTarget();
    const win = Object.assign(new EventTarget(), {
      parent,
      location: { origin: 'https://game.test' },
    }) as unknown as Record<string, (p?: unknown) => void> & EventTarget;
    const message = (name: string, payload: unknown) =>
      win.dispatchEvent(
        Object.assign(new Event('message'), {
          data: { type: 'HOST_CALL', name, payload },
          origin: 'https://game.test',
          source: parent,
        }),
      );
    installEarlyHostCallbacks(win as unknown as Window);
    win.propsData!({ n: 1 });
    message('initData', { n: 0 });
    win.videoFinished!();
    win.propsData!({ n: 2 });
    const inbox = installHostCallbacks(win as unknown as Window);
    win.rankingData!({ n: 3 });
    message('propsData', { n: 4 }); // heard once: the early listener is gone
    const got: HostCall[] = [];
    const disconnect = inbox.connect((c) => got.push(c));
    expect(got).toEqual([
      { name: 'propsData', payload: { n: 1 } },
      { name: 'initData', payload: { n: 0 } },
      { name: 'videoFinished' },
      { name: 'propsData', payload: { n: 2 } },
      { name: 'rankingData', payload: { n: 3 } },
      { name: 'propsData', payload: { n: 4 } },
    ]);
    expect(Object.keys(win).filter((k) => k.startsWith('__'))).toEqual([]);
    disconnect();
  });

  it('queues calls made before the game connects, then delivers live', () => {
    const inbox = installHostCallbacks(window);
    const w = window as unknown as Record<string, (p?: unknown) => void>;
    w.initData!({ type: 1 });
    w.videoFinished!();
    const got: HostCall[] = [];
    const disconnect = inbox.connect((c) => got.push(c));
    expect(got.map((c) => c.name)).toEqual(['initData', 'videoFinished']);
    w.rankingData!('{}');
    expect(got.map((c) => c.name)).toEqual(['initData', 'videoFinished', 'rankingData']);
    disconnect();
  });
});
