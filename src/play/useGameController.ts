import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { commitSync } from './konva';
import type { Bridge, HostMessage } from '../bridge';
import { connectHost, type HostCall } from '../bridge/inbox';
import { parseInitData, parsePropsData, parseRankingData, type RankingData } from '../bridge/validate';
import { createWorld, MAX_REVIVES, type GameEvent } from '../game';
import { browserClock, GameLoop, type Clock } from './loop';
import { readSetting, writeSetting } from './settings';
import { contentHeightAtom, frameAtom, gameOversAtom, popupAtom, propsAtom, type Popup } from './store';

export type SoundName = 'land' | 'merge';

export interface GameDeps {
  readonly bridge: Bridge;
  readonly seed: number;
  readonly clock?: Clock;
  /** Plays a sound in the page; used only when there is no host app. */
  readonly playSound?: (name: SoundName) => void;
  readonly storage?: () => Storage;
}

/** Header reserved by the host above the web view, per the contract's content height rule. */
const HOST_CHROME = 110;

/** Wires the loop, the jotai store, the host bridge, sounds and settings. */
export function useGameController({ bridge, seed, clock = browserClock, playSound, storage }: GameDeps) {
  const store = useStore();
  const [soundOn, setSoundOn] = useState(() => readSetting('soundEffect', storage));
  const [musicOn, setMusicOn] = useState(() => readSetting('music', storage));
  const [ranking, setRanking] = useState<RankingData | null>(null);
  // The loop's event handler reads the latest switch and player through refs.
  const soundRef = useRef(soundOn);
  const playRef = useRef(playSound);
  useEffect(() => {
    soundRef.current = soundOn;
    playRef.current = playSound;
  });

  const send = useCallback((m: HostMessage) => bridge.send(m), [bridge]);

  const loop = useMemo(() => {
    const effect = (name: SoundName, message: HostMessage) => {
      if (!soundRef.current) return;
      if (bridge.kind === 'none') playRef.current?.(name);
      else bridge.send(message);
    };
    const onEvents = (events: readonly GameEvent[]) => {
      for (const e of events) {
        if (e.type === 'landed') effect('land', { type: 'landSound' });
        else if (e.type === 'merged' || e.type === 'watermelonsVanished') effect('merge', { type: 'mergeSound' });
        else if (e.type === 'gameOver') {
          store.set(gameOversAtom, (n) => n + 1);
          store.set(popupAtom, 'end');
        }
      }
    };
    // onEvents reads refs only when the loop runs (after mount), never during render.
    // commitSync: the board commits inside this animation frame, so Konva draws it once, this frame.
    // eslint-disable-next-line react-hooks/refs
    const l = new GameLoop(createWorld(seed), (f) => commitSync(() => store.set(frameAtom, f)), onEvents, clock);
    store.set(frameAtom, { prev: l.current, world: l.current, alpha: 1 });
    return l;
  }, [bridge, seed, clock, store]);

  // Run while mounted; pause while the page is hidden.
  useEffect(() => {
    const onVisibility = () => loop.setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    loop.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      loop.stop();
    };
  }, [loop]);

  // Any open popup pauses the simulation; closing the last one resumes it.
  useEffect(
    () =>
      store.sub(popupAtom, () => {
        const open = store.get(popupAtom) !== 'none';
        loop.dispatch({ type: open ? 'pause' : 'resume' });
      }),
    [store, loop],
  );

  // Music state goes to the host once at start, then on every toggle.
  useEffect(() => {
    send({ type: readSetting('music', storage) ? 'musicOn' : 'musicOff' });
  }, [send, storage]);

  // Host callbacks: validated, reported by field, applied only when they fit.
  useEffect(() => {
    function applyHostCall(call: HostCall): void {
      switch (call.name) {
        case 'initData': {
          const r = parseInitData(call.payload);
          if (!r.ok) return console.error(r.error);
          store.set(contentHeightAtom, Math.max(0, r.value.statusHeight - HOST_CHROME + r.value.statusBarHeight));
          return;
        }
        case 'propsData': {
          const r = parsePropsData(call.payload);
          if (!r.ok) return console.error(r.error);
          store.set(propsAtom, r.value.propertyList);
          if (r.value.nextType) loop.dispatch({ type: 'setSpecial', kind: r.value.nextType });
          return;
        }
        case 'videoFinished': {
          const w = loop.current;
          if (w.phase !== 'ended' || w.revives >= MAX_REVIVES)
            return console.error('videoFinished: no revive is pending');
          loop.dispatch({ type: 'revive' });
          store.set(popupAtom, 'none');
          return;
        }
        case 'rankingData': {
          const r = parseRankingData(call.payload);
          if (!r.ok) return console.error(r.error);
          setRanking(r.value);
          return;
        }
        default: {
          const never: never = call;
          return never;
        }
      }
    }
    return connectHost((call: HostCall) => {
      try {
        applyHostCall(call);
      } catch (e) {
        console.error(`host call ${call.name} failed`, e);
      }
    });
  }, [loop, store]);

  const setPopup = useCallback((p: Popup) => store.set(popupAtom, p), [store]);

  return {
    loop,
    ranking,
    soundOn,
    musicOn,
    drop: (x: number) => loop.dispatch({ type: 'drop', x }),
    back: () => {
      send({ type: 'score', score: loop.current.score });
      setPopup('pause');
    },
    continueGame: () => setPopup('none'),
    restart: () => {
      loop.dispatch({ type: 'restart' });
      send({ type: 'restarted' });
      setPopup('none');
    },
    home: () => send({ type: 'home' }),
    revive: () => send({ type: 'watchVideoToRevive' }),
    reportScore: () => {
      const score = loop.current.score;
      send({ type: 'score', score });
      return score;
    },
    openRanking: (tab: 'today' | 'total') => {
      setPopup('ranking');
      send({ type: tab === 'today' ? 'rankingToday' : 'rankingTotal' });
    },
    useProp: (prop: 1 | 2, quantity: number) =>
      send({
        type: prop === 1 ? (quantity > 0 ? 'useBomb' : 'bombEmpty') : quantity > 0 ? 'useWildcard' : 'wildcardEmpty',
      }),
    setSound: (on: boolean) => {
      setSoundOn(on);
      writeSetting('soundEffect', on, storage);
    },
    setMusic: (on: boolean) => {
      setMusicOn(on);
      writeSetting('music', on, storage);
      send({ type: on ? 'musicOn' : 'musicOff' });
    },
    setPopup,
  };
}

export type GameController = ReturnType<typeof useGameController>;
