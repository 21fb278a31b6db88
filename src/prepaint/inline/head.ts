// Inlined at the top of every prerendered page (render-blocking, before any layout): the page's
// language and rem size are right from the first paint, and the host app's callbacks (callNames.ts) exist
// before it (docs/bridge.md, "App → page"): calls made before the app's code arrives wait for it, in order.
import { detectLanguage, HTML_LANG } from '../../i18n/detect';
import { applyFlexible } from '../../mobile/flexible';
import { installEarlyHostCallbacks } from '../../bridge/inbox';
import { PREPAINT_PENDING } from '../prepaint';

installEarlyHostCallbacks(window);
document.documentElement.lang = HTML_LANG[detectLanguage(navigator.languages, navigator.language)];
applyFlexible(window);
// #root stays unpainted until the body script has put in the visitor's variant (prepaint.ts).
document.documentElement.setAttribute(PREPAINT_PENDING, '');
