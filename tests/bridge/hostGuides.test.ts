// Issue #50, item 2: the React Native host guide's code (docs/hosts/reactNative.ts) against the page's own
// bridge: it reads every message the page's React Native transport posts, and what it injects makes the
// calls the page's callbacks take, with the answers docs/bridge.md asks for.
import { afterEach, describe, expect, it } from 'vitest';
import {
  answer,
  HOST_CALLS,
  hostCall,
  partnerMoves,
  readGameMessage,
  startDuel,
  watchGame,
  type HostApp,
  type User,
} from '../../docs/hosts/reactNative';
import { createBridge, type HostMessage } from '../../src/bridge';
import { HOST_CALL_NAMES } from '../../src/bridge/callNames';
import { installHostCallbacks, type HostCall } from '../../src/bridge/inbox';
import {
  parseDuelData,
  parsePartnerMoves,
  parsePropsData,
  parseReplayData,
  parseVideoFinished,
} from '../../src/bridge/validate';

type W = Record<string, unknown>;
const user = (name: string): User => ({ avatar: '', name });
afterEach(() => {
  delete (window as unknown as W).ReactNativeWebView;
});

/** The page's messages as the React Native WebView's onMessage receives them (`nativeEvent.data`). */
function posted(messages: HostMessage[]): string[] {
  const out: string[] = [];
  (window as unknown as W).ReactNativeWebView = { postMessage: (s: string) => out.push(s) };
  const bridge = createBridge(window);
  for (const m of messages) bridge.send(m);
  return out;
}

type Relayed = { sent: unknown[]; resent: [string, number][]; restarts: number };
const app = (
  watched: boolean,
): HostApp & { scores: [number, string][]; cards: [number, string][]; relayed: Relayed } => {
  const relayed: Relayed = { sent: [], resent: [], restarts: 0 };
  return {
    counts: { bomb: 1, wildcard: 0 },
    watchVideo: async () => watched,
    ranking: async (which) => ({
      user: { rank: 1, users: [], scoreNum: which === 'today' ? 1 : 2, type: 1 },
      ranks: [],
    }),
    scores: [],
    submitScore(score, replay) {
      this.scores.push([score, replay]);
    },
    cards: [],
    shareCard(score, image) {
      this.cards.push([score, image]);
    },
    relayed,
    room: {
      send: (m) => void relayed.sent.push(m),
      resend: (duel, since) => void relayed.resent.push([duel, since]),
      restarted: () => void relayed.restarts++,
    },
  };
};

describe('the React Native host guide', () => {
  it('reads every message the page posts, and nothing else on the channel', () => {
    const raw = posted([
      { type: 'score', score: 41, replay: '4.7.60.AAAB' },
      { type: 'useSpecial', kind: 'bomb' },
      { type: 'musicOn' },
    ]);
    expect(raw.map(readGameMessage)).toEqual([{ msg: 5, score: 41, replay: '4.7.60.AAAB' }, { msg: 6 }, { msg: 13 }]);
    expect([readGameMessage('not json'), readGameMessage('{"data":{}}'), readGameMessage('null')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('answers each message with the call the page takes: props, the video both ways, rankings, scores', async () => {
    const inbox = installHostCallbacks(window);
    const calls: HostCall[] = [];
    const disconnect = inbox.connect((c) => calls.push(c));
    // What injectJavaScript would run in the page: the page's own globals.
    const inject = (js: string) => new Function(js)();
    const watched = app(true);
    const messages: HostMessage[] = [
      { type: 'useSpecial', kind: 'bomb' },
      { type: 'askSpecial', kind: 'wildcard' },
      { type: 'watchVideoToRevive' },
      { type: 'rankingTotal' },
      { type: 'score', score: 90, replay: '4.1.60.AAAB' },
      { type: 'shareCard', score: 90, image: 'data:image/png;base64,iVBORw0K' },
    ];
    for (const raw of posted(messages)) await answer(readGameMessage(raw)!, watched, inject);
    await answer({ msg: 2 }, app(false), inject);
    disconnect();
    expect(calls.map((c) => c.name)).toEqual([
      'propsData',
      'propsData',
      'videoFinished',
      'rankingData',
      'videoFinished',
    ]);
    // 6: the count down, the bomb as nextType; 9: a grant, no nextType (docs/bridge.md "Requests and their answers").
    expect(parsePropsData(calls[0]!.payload)).toMatchObject({ ok: true, value: { nextType: 'bomb' } });
    expect(parsePropsData(calls[1]!.payload)).toMatchObject({ ok: true, value: { nextType: null } });
    expect((calls[1]!.payload as { propertyList: { quantity: number }[] }).propertyList.map((p) => p.quantity)).toEqual(
      [0, 1],
    );
    expect(parseVideoFinished(calls[2]!.payload)).toMatchObject({ ok: true, value: { completed: true } });
    expect(parseVideoFinished(calls[4]!.payload)).toMatchObject({ ok: true, value: { completed: false } });
    expect(watched.scores).toEqual([[90, '4.1.60.AAAB']]);
    expect(watched.cards).toEqual([[90, 'data:image/png;base64,iVBORw0K']]); // msg 15: the card to share
  });

  it('watchGame opens the viewer: a replayData the page reads', () => {
    const inbox = installHostCallbacks(window);
    const calls: HostCall[] = [];
    const disconnect = inbox.connect((c) => calls.push(c));
    const game = { replay: '4.7.60.AAAB', users: [user('Ann'), user('Bo')] as [User, User], scoreNum: 41 };
    watchGame((js) => new Function(js)(), game);
    disconnect();
    expect(calls.map((c) => c.name)).toEqual(['replayData']);
    expect(parseReplayData(calls[0]!.payload)).toEqual({ ok: true, value: game, notes: [] });
  });

  it("relays a duel: msg 16 to the room as it came, 17 asks it again, 10 says so; the partner's moves go in", async () => {
    const room = app(true);
    const moves = { duel: 'd-7', seq: 3, moves: '4.120.p.AB' };
    const raw = posted([
      { type: 'duelMoves', ...moves },
      { type: 'duelResend', duel: 'd-7', since: 2 },
      { type: 'restarted' },
    ]);
    for (const m of raw) await answer(readGameMessage(m)!, room, () => {});
    expect(room.relayed).toEqual({ sent: [moves], resent: [['d-7', 2]], restarts: 1 });
    const inbox = installHostCallbacks(window);
    const calls: HostCall[] = [];
    const disconnect = inbox.connect((c) => calls.push(c));
    const inject = (js: string) => new Function(js)();
    const duel = { duel: 'd-7', seed: 42, mode: 'race' as const, partner: user('Bo') };
    startDuel(inject, duel);
    partnerMoves(inject, moves);
    disconnect();
    expect(calls.map((c) => c.name)).toEqual(['duelData', 'partnerMoves']);
    expect(parseDuelData(calls[0]!.payload)).toMatchObject({ ok: true, value: duel });
    expect(parsePartnerMoves(calls[1]!.payload)).toMatchObject({ ok: true, value: moves });
  });

  it("names the page's calls as the page's own list does (the guide keeps a copy a host can paste)", () => {
    expect(HOST_CALLS).toEqual(HOST_CALL_NAMES);
  });

  it('hostCall writes a call injectJavaScript can run: a value at the end, the payload as JSON', () => {
    expect(hostCall('videoFinished')).toBe('window.videoFinished(); true;');
    expect(hostCall('initData', { type: 2, gameSeed: 7 })).toBe('window.initData({"type":2,"gameSeed":7}); true;');
  });
});
