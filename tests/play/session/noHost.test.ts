// @vitest-environment node
// A plain browser tab, with no host app (issue #74): what lives in the app says so at once and nothing waits
// for an answer that cannot come; Home leaves for the landing page. A host that calls in after all is a host.
import { describe, expect, it, vi } from 'vitest';
import { RANKING_TIMEOUT_MS } from '../../../src/play/session/session';
import { cooldownAtom, pendingAtom, propHintAtom, rankingAtom, reviveInAppAtom } from '../../../src/play/flow/store';
import { props, ranking } from '../../bridge/malformed';
import { startSession } from '../sessionFakes';

describe('with no host app', () => {
  it('Ranking says at once that it lives in the app, and still does after the time-out', () => {
    const g = startSession({ kind: 'none' });
    g.session.back();
    g.session.openRanking();
    expect(g.store.get(rankingAtom).tabs.today).toEqual({ status: 'noHost' });
    g.session.selectTab('total');
    expect(g.store.get(rankingAtom).tabs.total).toEqual({ status: 'noHost' });
    g.advance(RANKING_TIMEOUT_MS + 1);
    expect(g.store.get(rankingAtom).tabs).toEqual({ today: { status: 'noHost' }, total: { status: 'noHost' } });
  });

  it('a prop press says props come from the app: nothing sent, nothing pending, no cooldown', () => {
    const g = startSession({ kind: 'none' });
    g.dropAndRun(100); // something for the wildcard to upgrade
    const before = g.msgs().length;
    g.session.useProp('bomb');
    expect(g.store.get(propHintAtom)).toBe('propsInApp');
    g.session.useProp('wildcard');
    expect(g.store.get(propHintAtom)).toBe('propsInApp');
    expect(g.msgs().slice(before)).toEqual([]);
    expect(g.store.get(pendingAtom)).toEqual({ revive: false, bomb: false, wildcard: false });
    expect(g.store.get(cooldownAtom)).toEqual({ bomb: 0, wildcard: 0 });
  });

  it('Revive says revives come from the app: no msg 2, nothing pending; Restart clears it', () => {
    const g = startSession({ kind: 'none' });
    g.playUntilOver();
    g.advance(3000);
    g.session.revive();
    expect(g.store.get(reviveInAppAtom)).toBe(true);
    expect(g.msgs()).not.toContain(2);
    expect(g.store.get(pendingAtom).revive).toBe(false);
    g.session.restart();
    expect(g.store.get(reviveInAppAtom)).toBe(false);
  });

  it('a host that calls in while the end popup says "in the app": Revive then asks it, and the notice goes', () => {
    const g = startSession({ kind: 'none' });
    g.playUntilOver();
    g.advance(3000);
    g.session.revive();
    expect(g.store.get(reviveInAppAtom)).toBe(true);
    g.host.propsData(props(0, 1));
    g.session.revive();
    expect(g.msgs().at(-1)).toBe(2);
    expect(g.store.get(pendingAtom).revive).toBe(true);
    expect(g.store.get(reviveInAppAtom)).toBe(false);
  });

  it('Home leaves for the landing page; in an app it does not', () => {
    const leave = vi.fn();
    const g = startSession({ kind: 'none', leavePage: leave });
    g.session.back();
    g.session.home();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(g.msgs()).toContain(1);
    const inApp = vi.fn();
    const a = startSession({ kind: 'uni-app', leavePage: inApp });
    a.session.back();
    a.session.home();
    expect(inApp).not.toHaveBeenCalled();
  });

  it('a host that calls in is a host: the ranking waits for it, props are asked of it', () => {
    const g = startSession({ kind: 'none' });
    g.host.propsData(props(1, 1));
    g.session.back();
    g.session.openRanking();
    expect(g.store.get(rankingAtom).tabs.today).toEqual({ status: 'loading' });
    g.host.rankingData(ranking());
    expect(g.store.get(rankingAtom).tabs.today).toMatchObject({ status: 'ready' });
    g.session.closeRanking();
    g.session.continueGame();
    g.advance(1000);
    g.session.useProp('bomb');
    expect(g.msgs().at(-1)).toBe(6);
  });
});
