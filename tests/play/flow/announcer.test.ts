import { describe, expect, it } from 'vitest';
import { createWorld, type GameEvent } from '../../../src/game';
import { ANNOUNCE_MS, createAnnouncer, type Announcement } from '../../../src/play/flow/announcer';
import { manualTimers } from '../sessionFakes';

const merged = (level: number): GameEvent => ({ type: 'merged', id: 1, level, x: 0, y: 0, points: level });
const world = (score: number) => ({ ...createWorld(1), score });

describe('announcer', () => {
  it('says a merge at once, then at most once per 2 s, with the newest score', () => {
    const said: Announcement[] = [];
    const { timers, advance } = manualTimers();
    const onEvents = createAnnouncer((a) => said.push(a), timers.after);
    onEvents([merged(3)], world(3));
    expect(said).toEqual([{ kind: 'merged', level: 3, score: 3 }]);
    onEvents([merged(4)], world(7));
    onEvents([merged(5)], world(12));
    onEvents([{ type: 'landed', id: 2, kind: 'fruit', level: 1 }], world(12));
    advance(ANNOUNCE_MS - 1);
    expect(said).toHaveLength(1);
    advance(1);
    expect(said).toEqual([
      { kind: 'merged', level: 3, score: 3 },
      { kind: 'merged', level: 5, score: 12 },
    ]);
    advance(ANNOUNCE_MS * 3);
    expect(said).toHaveLength(2); // nothing new: silence
  });

  it('two watermelons vanishing are said too', () => {
    const said: Announcement[] = [];
    const { timers } = manualTimers();
    createAnnouncer((a) => said.push(a), timers.after)([{ type: 'watermelonsVanished', x: 1, y: 1 }], world(99));
    expect(said).toEqual([{ kind: 'watermelons', score: 99 }]);
  });
});
