// The React Native host's side of the bridge (docs/hosts.md), for react-native-webview: copy it into your app.
// tests/bridge/hostGuides.test.ts runs it against the page's own transport and callbacks.

/**
 * What the game sends: msg 5 carries the score and its replay, msg 15 the score and its card (a PNG data URL), msg 16
 * a duel's moves for the partner's phone, msg 17 a duel's request to relay the partner's again.
 */
export interface GameMessage {
  msg: number;
  score?: number;
  replay?: string;
  image?: string;
  duel?: string;
  seq?: number;
  moves?: string;
  since?: number;
}

/**
 * Your room service, the one your other room games use: it carries a duel's messages between the two phones
 * (docs/bridge.md, "Playing together"), keeping each duel's until it is over.
 */
export interface DuelRoom {
  /** This phone's msg 16, to be delivered to the partner's phone as it came (there: `partnerMoves`). */
  send(moves: { duel: string; seq: number; moves: string }): void;
  /** msg 17: deliver the partner's messages to this phone again, from their `seq` `since` on. */
  resend(duel: string, since: number): void;
  /** msg 10 (Restart, or the result's Rematch): when both want another, the service starts the next duel. */
  restarted(): void;
}

/** Your app's services, as the answers below use them. */
export interface HostApp {
  counts: { bomb: number; wildcard: number };
  /** Resolves true when a rewarded video was watched to its end, false when the player closed it early. */
  watchVideo(): Promise<boolean>;
  ranking(which: 'today' | 'total'): Promise<unknown>;
  submitScore(score: number, replay: string): void;
  /** The score card, a PNG data URL: e.g. react-native-share's `Share.open({ url: image })`, or save it to the album. */
  shareCard(score: number, image: string): void;
  /** Playing together: your room service. */
  room: DuelRoom;
}

/** What the game sent, or null for anything else on the channel. */
export function readGameMessage(raw: string): GameMessage | null {
  try {
    const data = (JSON.parse(raw) as { data?: GameMessage } | null)?.data;
    return typeof data?.msg === 'number' ? data : null;
  } catch {
    return null;
  }
}

/** The calls the game takes (docs/bridge.md, "App → page"). */
export const HOST_CALLS = [
  'initData',
  'propsData',
  'videoFinished',
  'rankingData',
  'replayData',
  'duelData',
  'partnerMoves',
] as const;

/** The JavaScript that makes one host call in the page, for `injectJavaScript` (it must end in a value). */
export const hostCall = (name: (typeof HOST_CALLS)[number], payload?: unknown) =>
  `window.${name}(${payload === undefined ? '' : JSON.stringify(payload)}); true;`;

/** Answers one message with your app's services, through `inject` (the WebView's injectJavaScript). */
export async function answer(message: GameMessage, app: HostApp, inject: (js: string) => void): Promise<void> {
  const props = (nextType: 'bomb' | 'wildcard' | null) => ({
    propertyList: [
      { prop: 1, quantity: app.counts.bomb, status: 1 },
      { prop: 2, quantity: app.counts.wildcard, status: 1 },
    ],
    nextType,
  });
  switch (message.msg) {
    case 2: // Revive: a rewarded video, then say how it ended
      return inject(hostCall('videoFinished', (await app.watchVideo()) ? undefined : { completed: false }));
    case 3:
    case 4:
      return inject(hostCall('rankingData', await app.ranking(message.msg === 3 ? 'today' : 'total')));
    case 5:
      return app.submitScore(message.score ?? 0, message.replay ?? '');
    case 6:
    case 7: {
      const kind = message.msg === 6 ? ('bomb' as const) : ('wildcard' as const);
      app.counts[kind] -= 1;
      return inject(hostCall('propsData', props(kind)));
    }
    case 8:
    case 9:
      if (await app.watchVideo()) app.counts[message.msg === 8 ? 'bomb' : 'wildcard'] += 1;
      return inject(hostCall('propsData', props(null))); // always answered: it settles the request
    case 15:
      if (typeof message.image === 'string' && message.image.startsWith('data:image/png;base64,'))
        app.shareCard(message.score ?? 0, message.image);
      return undefined;
    case 16: // a duel's moves: to the partner's phone, as they came
      if (typeof message.duel === 'string' && typeof message.seq === 'number' && typeof message.moves === 'string')
        app.room.send({ duel: message.duel, seq: message.seq, moves: message.moves });
      return undefined;
    case 17: // a gap in the partner's moves: theirs again, from `since`
      if (typeof message.duel === 'string' && typeof message.since === 'number')
        app.room.resend(message.duel, message.since);
      return undefined;
    case 10:
      return app.room.restarted();
    default:
      return undefined; // 1 Home, 11–14 sounds and music: the app's to act on
  }
}

/** A person as the ranking shows them. */
export interface User {
  avatar: string;
  name: string;
}

/**
 * Opens the game's viewer on a reported game (a msg 5 replay your server kept), e.g. from your app's "your partner
 * just scored" notice: `users` say whose game it is, `scoreNum` the score you have for it.
 */
export const watchGame = (
  inject: (js: string) => void,
  game: { replay: string; users?: [User, User]; scoreNum?: number },
) => inject(hostCall('replayData', game));

/**
 * Starts a duel on this phone (both phones get one: the same `duel` and `seed`, each its own `partner`), or goes on
 * with the one it keeps after a relaunch (the same `duel`). `ghost`: a replay on the seed to play against instead.
 */
export const startDuel = (
  inject: (js: string) => void,
  duel: { duel: string; seed: number; mode: 'race' | 'timed'; partner: User; ghost?: string },
) => inject(hostCall('duelData', duel));

/** Your room service delivered the partner's msg 16: pass it on to the game as it came. */
export const partnerMoves = (inject: (js: string) => void, moves: { duel: string; seq: number; moves: string }) =>
  inject(hostCall('partnerMoves', moves));
