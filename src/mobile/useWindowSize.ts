import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
};

/** window.innerHeight, kept current: mobile browsers miscompute 100vh under their toolbars. */
export function useWindowHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 0,
  );
}

/** window.innerWidth, kept current. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 375,
  );
}
