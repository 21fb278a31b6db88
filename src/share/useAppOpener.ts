import { useCallback, useEffect, useRef, useState } from 'react';
import { launchApp, type Launch } from './launcher';

/** Delay before telling the visitor to use the default browser (docs/product.md, "Share pages"). */
export const ALERT_DELAY_MS = 500;

/**
 * Opens the app and, 500 ms later, asks for the alert unless the page was
 * hidden in between (the app came to the front). Inside in-app browsers the
 * scheme is blocked (a `menu` launch), so the alert comes at once. The alert never outlives a
 * hidden page: an app that opened late would leave it saying something false.
 */
export function useAppOpener() {
  const [alertOpen, setAlertOpen] = useState(false);
  const cancel = useRef<() => void>(() => {});

  useEffect(() => () => cancel.current(), []);

  useEffect(() => {
    if (!alertOpen) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden') setAlertOpen(false);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [alertOpen]);

  const open = useCallback((launch: Launch) => {
    cancel.current();
    if (launch.via === 'menu') {
      setAlertOpen(true);
      return;
    }
    launchApp(launch.link);
    const onHide = () => {
      if (document.visibilityState === 'hidden') cancel.current();
    };
    const stop = () => cancel.current();
    const timer = window.setTimeout(() => {
      cancel.current();
      setAlertOpen(true);
    }, ALERT_DELAY_MS);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', stop);
    cancel.current = () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', stop);
      cancel.current = () => {};
    };
  }, []);

  return { alertOpen, open, closeAlert: useCallback(() => setAlertOpen(false), []) };
}
