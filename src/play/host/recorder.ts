import type { HostMessage } from '../../bridge';
import { record, replayText, startRecording, type Action, type GameEvent, type Recording } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';

/**
 * The replay of the game on the board. Every action a game takes goes through `applyAndRecord`, so the replay holds
 * exactly what the simulation did; msg 5 (`scoreMessage`) carries it with the score.
 */
export function createRecorder(live: Pick<LiveWorld, 'current' | 'apply'>) {
  let recording = startRecording(live.current);
  return {
    /** The replay so far, as msg 5 would carry it. */
    text: () => replayText(recording, live.current),
    /** The actions in the replay so far, in order (a duel's moves are made from them). */
    actions: () => recording.actions,
    /** Specials granted during the game over, not yet in the replay. */
    held: () => recording.held,
    /** Actions recorded: none means nothing worth keeping yet. */
    size: () => recording.actions.length + recording.held.length,
    /** The world on the board is a new game (a kept game that did not check out). */
    restart() {
      recording = startRecording(live.current);
    },
    /** A kept game's recording, going on from where it stood (keeper.ts). */
    resume(r: Recording) {
      recording = r;
    },
    /** Applies and records an action; its events. */
    applyAndRecord(action: Action): readonly GameEvent[] {
      const before = live.current;
      const events = live.apply(action);
      recording =
        action.type === 'restart' ? startRecording(live.current) : record(recording, before, action, live.current);
      return events;
    },
    scoreMessage: (): HostMessage => ({
      type: 'score',
      score: live.current.score,
      replay: replayText(recording, live.current),
    }),
  };
}
