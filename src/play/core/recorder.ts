import type { HostMessage } from '../../bridge';
import { record, replayText, startRecording, type Action, type World } from '../../game';

/** The part of the loop the recorder drives: the world on the board, and the one way to change it. */
interface Dispatcher {
  readonly current: World;
  dispatch(action: Action): void;
}

/**
 * The replay of the game on the board. Every action that changes the world goes through `act`, so the
 * replay holds exactly what the simulation did; msg 5 (`scoreMessage`) carries it with the score.
 */
export function createRecorder(loop: Dispatcher) {
  let recording = startRecording(loop.current);
  return {
    act(action: Action) {
      const before = loop.current;
      loop.dispatch(action);
      recording =
        action.type === 'restart' ? startRecording(loop.current) : record(recording, before, action, loop.current);
    },
    scoreMessage: (): HostMessage => ({
      type: 'score',
      score: loop.current.score,
      replay: replayText(recording, loop.current),
    }),
  };
}
