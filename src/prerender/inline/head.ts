// Inlined at the top of every prerendered page (render-blocking, before any layout): the page's
// language and rem size are right from the first paint.
import { detectLanguage, HTML_LANG } from '../../i18n/detect';
import { applyFlexible } from '../../mobile/flexible';

document.documentElement.lang = HTML_LANG[detectLanguage(navigator.languages, navigator.language)];
applyFlexible(window);
