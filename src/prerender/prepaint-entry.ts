// The prepaint step: a tiny classic script that prerendered pages load twice, since the CSP forbids
// inline script. Run 1 is in <head> (render-blocking): it sets <html lang>. Run 2 comes straight
// after #root; run 1 has cached it, so it runs before the first paint. It swaps in the visitor's
// language variant and share code, so the first paint is right and React hydrates what is on screen;
// then, after that paint, it starts the app's JavaScript.
import { detectLanguage, HTML_LANG } from '../i18n/detect';
import { applyFlexible } from '../mobile/flexible';
import { afterFirstPaint, loadApp, prepaint } from './prepaint';

if (document.body) {
  prepaint(document, location, navigator);
  afterFirstPaint(window, () => loadApp(document));
} else {
  document.documentElement.lang = HTML_LANG[detectLanguage(navigator.languages, navigator.language)];
  applyFlexible(window);
}
