// Inlined last, and on its own: even when the scripts before it fail, the app starts (and, before
// it hydrates, does their work itself). It loads the app's JavaScript once the first paint is out.
import { afterFirstPaint, loadApp } from '../prepaint';

afterFirstPaint(window, () => loadApp(document));
