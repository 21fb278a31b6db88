// @vitest-environment node
// A watched game's playback (play/watch/playback.ts): what the board and the controls show while the game is still
// being checked. A seek past what is checked goes as far as is checked, says so, follows the check, and lands on
// the asked frame as soon as it is checked, unless the player has sought again since (issue #85).
import { describe, expect, it } from 'vitest';
import { decodeReplay, type Replay } from '../../../src/game';
import { playbackAtom, createPlayback } from '../../../src/play/watch/playback';
import { createWatchedGame } from '../../../src/play/watch/watchedGame';
import { playBot } from '../../../fixtures/bot';
import { manualClock } from '../sessionFakes';

const bot = playBot(4242, { maxFrames: 9000, specialRate: 0.01, merge: true });
const d = decodeReplay(bot.replay);
if (!d.ok) throw new Error(d.reason);
const replay: Replay = d.replay;

/** A playback whose check comes from "a worker": this test hands it the progress, a slice at a time. */
function watching() {
  const frames = manualClock();
  const playback = createPlayback(replay, { clock: frames.clock, now: () => 0, reducedMotion: false, sound: () => {} });
  const worker = createWatchedGame(replay);
  let sent = 1;
  playback.playThroughElsewhere(true);
  /** The worker plays on for `slices` keyframes (2 s of game each), and its progress arrives. */
  const check = (slices: number) => {
    for (let i = 0; i < slices && !worker.work(() => 0, 0); i++);
    const p = worker.progress(sent);
    sent += p.keyframes.length;
    playback.absorb(p);
  };
  playback.start();
  const shown = () => playback.world().frame;
  const state = () => playback.store.get(playbackAtom)!;
  return { playback, frames, check, shown, state, worker };
}

describe('a seek while the game is being checked', () => {
  it('shows as far as is checked, follows the check, then lands on the frame asked for', () => {
    const { playback, frames, check, shown, state, worker } = watching();
    check(10); // 20 s checked
    playback.toggle(); // paused, as a player reading the slider would be
    const checked = worker.done();
    playback.seek(replay.frames); // End
    expect(shown()).toBe(checked);
    expect(state()).toMatchObject({ limited: true, second: Math.floor(checked / 60) });
    check(10);
    frames.tick(2);
    expect(shown()).toBe(worker.done()); // it went on as the check did
    expect(state().limited).toBe(true);
    check(10_000); // the rest, to the end
    frames.tick(2);
    expect(shown()).toBe(replay.frames);
    expect(state()).toMatchObject({ limited: false, atEnd: true, second: Math.floor(replay.frames / 60) });
  });

  it('a seek that was not waited for gives way to the next one', () => {
    const { playback, frames, check, shown } = watching();
    check(5);
    playback.toggle();
    playback.seek(replay.frames); // past what is checked
    playback.seek(60); // then back to one second, which is checked
    check(10_000);
    frames.tick(3);
    expect(shown()).toBe(60);
  });

  it('playing on from where it landed once the seek is reached', () => {
    const { playback, frames, check, shown } = watching();
    check(3);
    const asked = 30 * 60;
    playback.seek(asked); // while playing
    check(20);
    frames.tick(2);
    expect(shown()).toBe(asked);
    frames.tick(60); // a second of page time at 1×
    expect(shown()).toBeGreaterThan(asked + 50);
  });
});
