// The game page's own entry (its prerendered HTML loads this, not the app's router): no router, and
// everything the game needs before it is playable is named in the HTML as modulepreload, so the
// chain from the HTML to a playable board is two requests deep. The React side is one dynamic
// import, already preloaded: if it fails, the painted HUD stays with a reload notice.
import { loadThenMount, startPage } from '../../app/start';
import '../../styles/base.px.css';

const root = startPage();
loadThenMount(
  () => import('./boot'),
  (boot) => boot.mountGame(root),
);
