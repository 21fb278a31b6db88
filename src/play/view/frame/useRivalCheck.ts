import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { rivalAtom, type Rival } from '../../flow/store';
import type { Timers } from '../../flow/timers';
import type { RivalCheck } from '../watch/rivalCheck';

/**
 * The check of the game the player chose to play the same pieces as (Play this seed): the viewer's, when it had
 * checked every move; else it goes on in the background from the moment the player chose, so the end popup
 * compares with the whole game, never with a part of it. Null with no such game.
 */
export function useRivalCheck(timers: Timers): RivalCheck | null {
  const rival = useAtomValue(rivalAtom);
  const [result, setResult] = useState<{ readonly for: Rival; readonly check: RivalCheck } | null>(null);
  useEffect(() => {
    if (!rival || rival.checked) return;
    let live = true;
    let stop = () => {};
    const take = (check: RivalCheck) => void (live && setResult({ for: rival, check }));
    import('../watch/rivalCheck').then(
      (m) => {
        if (live) stop = m.checkRival(rival.replay, take, timers);
      },
      (e: unknown) => {
        console.error('the other game could not be checked', e);
        take({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [rival, timers]);
  if (!rival) return null;
  if (rival.checked) return { status: 'checked', ...rival.checked };
  return result?.for === rival ? result.check : { status: 'checking' };
}
