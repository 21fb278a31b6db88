// A new version found before the player's first touch: the page hands the host's calls on, holds
// input, asks the waiting worker to take over and reloads into it; once touched, it never switches.
import { describe, expect, it } from 'vitest';
import {
  ANSWER_TIMEOUT_MS,
  switchToNewVersion,
  TAKEOVER_TIMEOUT_MS,
  type SwitchEnv,
} from '../../../src/pages/game/newVersion';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  /** Asked to take over (SwitchEnv.ask); `agree` is its answer, if it gives one. */
  posted: string[] = [];
  agree = () => {};
  postMessage() {}
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function page({ touched = false, canHandOff = true } = {}) {
  const steps: string[] = [];
  const timers: { at: number; then: () => void }[] = [];
  const state = { touched };
  const env: SwitchEnv = {
    touched: () => state.touched,
    handOff: () => {
      steps.push('hand off');
      return Promise.resolve(canHandOff ? () => steps.push('undo hand-off') : null);
    },
    handOffAgain: () => steps.push('hand off again'),
    holdInput: () => (steps.push('hold input'), () => steps.push('release input')),
    ask: (worker) =>
      new Promise((agreed) => {
        const fake = worker as FakeWorker;
        fake.posted.push('take over?');
        fake.agree = agreed;
      }),
    reload: () => steps.push('reload'),
    wentOn: () => steps.push('went on'),
    after: (at, then) => timers.push({ at, then }),
  };
  const registration = new FakeRegistration();
  const container = new EventTarget();
  return { steps, timers, state, env, registration, container };
}

/** The page watches; a new worker is found and installs. */
function installedWorker(p: ReturnType<typeof page>) {
  switchToNewVersion(p, p.env);
  const worker = new FakeWorker();
  p.registration.found(worker);
  worker.become('installed');
  return worker;
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const SKIP = 'take over?';

describe('switchToNewVersion', () => {
  it('a worker installed before the first touch: hand-off, input held, SKIP_WAITING, then one reload on takeover', async () => {
    const p = page();
    switchToNewVersion(p, p.env);
    const worker = new FakeWorker();
    p.registration.found(worker);
    await flush();
    expect(worker.posted).toEqual([]); // still installing
    worker.become('installed');
    await flush();
    expect(p.steps).toEqual(['hand off', 'hold input']);
    expect(worker.posted).toEqual([SKIP]);
    worker.agree();
    await flush();
    expect(p.steps).toEqual(['hand off', 'hold input']); // agreed, but not in control yet
    p.container.dispatchEvent(new Event('controllerchange'));
    p.container.dispatchEvent(new Event('controllerchange'));
    expect(p.steps).toEqual(['hand off', 'hold input', 'hand off again', 'reload']);
    p.timers.forEach((t) => t.then()); // time-outs after the reload began change nothing: the hand-off stays
    expect(p.steps).toEqual(['hand off', 'hold input', 'hand off again', 'reload']);
  });

  it('a worker already waiting when the page opens is taken at once', async () => {
    const p = page();
    const worker = new FakeWorker();
    worker.state = 'installed';
    p.registration.waiting = worker;
    switchToNewVersion(p, p.env);
    await flush();
    expect(worker.posted).toEqual([SKIP]);
  });

  it('a worker that takes over without saying so (the kill switch): no reload; the page carries on', async () => {
    const p = page();
    const worker = installedWorker(p);
    await flush();
    expect(worker.posted).toEqual([SKIP]); // asked, never answers
    p.container.dispatchEvent(new Event('controllerchange'));
    expect(p.steps).toEqual(['hand off', 'hold input']);
    expect(p.timers[0]!.at).toBe(ANSWER_TIMEOUT_MS); // no answer: input is held this long at most
    p.timers[0]!.then();
    expect(p.steps).toEqual(['hand off', 'hold input', 'undo hand-off', 'release input', 'went on']);
  });

  it('once the player has touched the game, the page keeps its version', async () => {
    const p = page({ touched: true });
    const worker = installedWorker(p);
    await flush();
    expect(worker.posted).toEqual([]);
    expect(p.steps).toEqual([]);
    p.container.dispatchEvent(new Event('controllerchange'));
    expect(p.steps).toEqual([]);
  });

  it('a touch while the hand-off is written: the hand-off is undone and nothing switches', async () => {
    const p = page();
    const worker = installedWorker(p);
    p.state.touched = true; // before the hand-off's promise settles
    await flush();
    expect(p.steps).toEqual(['hand off', 'undo hand-off']);
    expect(worker.posted).toEqual([]);
  });

  it('without a hand-off (no storage), no switch: the host calls would be lost', async () => {
    const p = page({ canHandOff: false });
    const worker = installedWorker(p);
    await flush();
    expect(p.steps).toEqual(['hand off']);
    expect(worker.posted).toEqual([]);
  });

  it('a worker that does not take over in time: input released, hand-off undone, no reload later', async () => {
    const p = page();
    const worker = installedWorker(p);
    await flush();
    expect(p.timers.map((t) => t.at)).toEqual([ANSWER_TIMEOUT_MS, TAKEOVER_TIMEOUT_MS]);
    worker.agree();
    await flush();
    p.timers[0]!.then(); // answered in time
    expect(p.steps).toEqual(['hand off', 'hold input']);
    p.timers[1]!.then();
    p.container.dispatchEvent(new Event('controllerchange'));
    expect(p.steps).toEqual(['hand off', 'hold input', 'undo hand-off', 'release input', 'went on']);
  });
});
