// Issue #48 through the whole session, as a host meets it: an answer settles what it answers, a video the
// player closed can be tried again, and a game left running reaches the replay cap, ends and reports a
// score that verifies (sessionFakes checks every msg 5's replay after each test).
import { describe, expect, it, vi } from 'vitest';
import { MAX_REPLAY_FRAMES, MAX_REVIVES } from '../../../src/game';
import { END_COUNTDOWN_S } from '../../../src/play/flow/countdown';
import { PROP_COOLDOWN_MS } from '../../../src/play/host/cooldowns';
import { canReviveAtom, pendingAtom } from '../../../src/play/flow/store';
import { props } from '../../bridge/malformed';
import { startSession } from '../sessionFakes';

describe('props: an answer settles what it answers', () => {
  it('8 → a grant with no nextType → 6 → the bomb: the bomb button is free the moment the bomb arrives', () => {
    const g = startSession();
    g.session.useProp('bomb'); // none left: 8
    g.host.propsData(props(1, 1, null)); // the app's grant: one bomb, no nextType
    g.advance(PROP_COOLDOWN_MS);
    g.session.useProp('bomb'); // one left: 6
    expect(g.store.get(pendingAtom).bomb).toBe(true);
    g.host.propsData(props(0, 1, 'bomb'));
    expect(g.store.get(pendingAtom).bomb).toBe(false);
    expect(g.world().current).toEqual({ kind: 'bomb' });
    g.advance(PROP_COOLDOWN_MS);
    g.host.propsData(props(1, 1, null)); // another grant, unasked: counts only
    g.session.useProp('bomb'); // the bomb button answers again at once: 6
    expect(g.msgs().slice(1)).toEqual([8, 6, 6]);
  });

  it('8 and 9 interleaved, each answered in turn, then a 6 and a 7: each is settled by its own answer', () => {
    const g = startSession();
    g.dropAndRun(187); // a fruit a wildcard can upgrade
    g.host.propsData(props(0, 0, null));
    g.session.useProp('bomb'); // 8
    g.session.useProp('wildcard'); // 9
    g.host.propsData(props(1, 0, null));
    g.host.propsData(props(1, 1, null));
    g.advance(PROP_COOLDOWN_MS);
    g.session.useProp('bomb'); // 6
    g.session.useProp('wildcard'); // 7
    expect(g.store.get(pendingAtom)).toMatchObject({ bomb: true, wildcard: true });
    g.host.propsData(props(0, 1, 'bomb'));
    expect(g.store.get(pendingAtom)).toMatchObject({ bomb: false, wildcard: true });
    g.host.propsData(props(0, 0, 'wildcard'));
    expect(g.store.get(pendingAtom)).toMatchObject({ bomb: false, wildcard: false });
    expect(g.world()).toMatchObject({ current: { kind: 'bomb' }, specials: ['wildcard'] });
  });

  it('two 6s (the first timed out), two answers: two bombs, and a repeat of the last answer queues nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = startSession();
    g.host.propsData(props(2, 1, null));
    g.session.useProp('bomb'); // 6
    g.advance(15_000); // no answer: the button is free again, the request still booked
    g.session.useProp('bomb'); // 6 again
    g.host.propsData(props(1, 1, 'bomb'));
    expect(g.store.get(pendingAtom).bomb).toBe(true); // the first 6 was settled; the second still waits
    g.host.propsData(props(0, 1, 'bomb'));
    expect(g.store.get(pendingAtom).bomb).toBe(false);
    g.host.propsData(props(0, 1, 'bomb')); // a repeat
    expect(g.world()).toMatchObject({ current: { kind: 'bomb' }, specials: ['bomb'] });
    expect(warn).toHaveBeenCalledWith(
      "propsData: nextType 'bomb' repeats the answer already applied; nothing more queued",
    );
  });
});

describe('a revive video the player closed', () => {
  it('revives nothing, keeps the count, offers Revive again; the next video watched revives', () => {
    const g = startSession();
    g.playUntilOver();
    g.advance(1000);
    g.session.revive();
    expect(g.msgs().at(-1)).toBe(2);
    g.host.videoFinished({ completed: false });
    expect(g.world()).toMatchObject({ phase: 'ended', revives: 0 });
    expect(g.store.get(pendingAtom).revive).toBe(false);
    expect(g.store.get(canReviveAtom)).toBe(true);
    g.session.revive();
    expect(g.msgs().filter((m) => m === 2)).toHaveLength(2);
    g.host.videoFinished();
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
  });

  it('the countdown and the score report go on as with a video still playing', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.revive();
    g.host.videoFinished({ completed: false });
    g.advance(END_COUNTDOWN_S * 1000);
    expect(g.scores()).toEqual([g.world().score]);
  });
});

describe('no game lost at the cap', () => {
  it('a game left running for 2 hours ends at the replay cap, offers no revive, and reports a score that verifies', () => {
    const g = startSession();
    g.dropAndRun(100);
    g.dropAndRun(250);
    g.tick(MAX_REPLAY_FRAMES / 4 + 10, 4000 / 60); // four steps a drawn frame
    expect(g.world()).toMatchObject({ phase: 'ended', frame: MAX_REPLAY_FRAMES });
    expect(g.world().revives).toBeLessThan(MAX_REVIVES);
    expect(g.store.get(canReviveAtom)).toBe(false);
    g.session.revive();
    expect(g.msgs()).not.toContain(2);
    g.advance(END_COUNTDOWN_S * 1000);
    expect(g.scores()).toEqual([g.world().score]);
  }, 60_000);
});
