// The game page's own entry (its prerendered HTML loads this, not the app's router): no router, and
// everything the game needs before it is playable is named in the HTML as modulepreload, so the
// chain from the HTML to a playable board is two requests deep. The React side is a dynamic import,
// already preloaded: if it fails, the painted HUD stays with a reload notice.
import '../../app/polyfills';
import { loadThenMount, startPage } from '../../app/start';
import { inboxOf } from '../../bridge/inbox';
import { hostCallHandOff, takeHostCalls } from './handoff';
import { browserSwitchEnv, trackTouches } from './newVersion';
import { browserOfflineEnv, registerGameWorker } from './offline';
import { pageKeptStore } from '../../play/view/browser/sessionInputs';
import { readingEarly } from '../../play/view/browser/keptDatabase';
import 'virtual:theme.css';
import '../../styles/base.px.css';

/** Lets the browser paint and take input before the next piece of start-up work. */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel(); // not a timer: faked clocks in tests do not hold it back
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Session storage, or none where reading it throws (some private modes). */
const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};
const touched = trackTouches(window);
// A page that replaced an older version of itself gets that page's host calls first.
const root = startPage(takeHostCalls(session));
// A game kept by an earlier open is asked for now, while the game's code loads (docs/game.md#a-game-outlives-its-page).
const keptStore = readingEarly(pageKeptStore());
loadThenMount(
  async () => {
    // The board's libraries (Konva, react-konva) and then the game: two module evaluations in two
    // tasks instead of one long one, so a tap or a frame can come in between.
    await import('../../play/view/board/konva');
    await yieldToBrowser();
    return import('./boot');
  },
  (boot) => boot.mountGame(root, keptStore),
);

// Once playable and idle: the next open comes from the device, and works offline.
registerGameWorker(
  browserOfflineEnv(
    import.meta.env.BASE_URL,
    browserSwitchEnv(
      window,
      touched,
      // The filter lives with the game, loaded already: the page is playable by then.
      hostCallHandOff(session, inboxOf(window).soFar, async () => (await import('./boot')).acceptedHostCall),
    ),
  ),
);
