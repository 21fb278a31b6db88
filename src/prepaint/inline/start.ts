// Inlined last, and on its own: even when the scripts before it fail, the app starts (and, before
// it hydrates, does their work itself). It loads the app's JavaScript once the first paint is out.
import { afterFirstPaint, loadApp, PREPAINT_PENDING } from '../prepaint';

// Should the body script have failed before it showed #root, the page is shown as it was painted.
document.documentElement.removeAttribute(PREPAINT_PENDING);

afterFirstPaint(window, () => loadApp(document));
