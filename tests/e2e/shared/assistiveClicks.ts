// What a screen reader's activation puts on the page, event by event, as each engine's accessibility code
// sends it; tests/e2e/phone/assistive.test.ts plays the same sequences on a popup's button in Chromium and WebKit.
//
// TalkBack (Android, Chrome and the WebView): a double tap on the focused node performs ACTION_CLICK, which
// Chromium turns into its accessibility default action: AXObject::OnNativeClickAction → Element::AccessKeyAction
// → EventDispatcher::DispatchSimulatedClick with SimulatedClickCreationScope::kFromAccessibility. Blink's
// simulated_event_util.cc then makes, at the element's centre: pointerdown (pointerType "mouse", pointerId 1,
// button 0, buttons 1), mousedown, pointerup, mouseup, and a click with detail 1.
//
// VoiceOver (iOS, WKWebView): a double tap calls WebKit's AccessibilityObject::press(). On iOS, when the element
// or an ancestor listens for touch events (React listens at its root), it first simulates a touch at the
// element's centre (EventHandler::dispatchSimulatedTouchEvent: touchstart, touchend); our buttons do not
// handle touches, so press() goes on to accessKeyAction(true) → dispatchSimulatedClick with
// SendMouseUpDownEvents: mousedown, mouseup, click, each a SimulatedMouseEvent with detail 0 and no pointer
// event before them. Without the touch listeners it is the click alone.
//
// A click with detail 1 and no pointer event before it: a mouse-type click from an accessibility path with no
// press of its own (what the guard refused before issue #49: an engine's simulated click without pointer
// events, a switch-control or automation tool's click action). It must count once the popup has been open
// 500 ms.
//
// A stray tap: a finger pressed on the board before the popup opened, lifted over the popup's button.

export interface Step {
  readonly type: string;
  /** A PointerEvent (else a MouseEvent). */
  readonly pointer?: boolean;
  /** A touch event: a plain bubbling Event of that type (desktop engines may have no TouchEvent to make). */
  readonly touch?: boolean;
  readonly detail?: number;
  readonly buttons?: number;
}

export const SEQUENCES = {
  talkBack: [
    { type: 'pointerdown', pointer: true, buttons: 1 },
    { type: 'mousedown', buttons: 1 },
    { type: 'pointerup', pointer: true },
    { type: 'mouseup' },
    { type: 'click', pointer: true, detail: 1, buttons: 1 },
  ],
  voiceOver: [{ type: 'mousedown' }, { type: 'mouseup' }, { type: 'click', detail: 0 }],
  voiceOverTouch: [
    { type: 'touchstart', touch: true },
    { type: 'touchend', touch: true },
    { type: 'mousedown' },
    { type: 'mouseup' },
    { type: 'click', detail: 0 },
  ],
  clickWithoutPress: [{ type: 'click', detail: 1 }],
  strayRelease: [{ type: 'pointerup', pointer: true }, { type: 'mouseup' }, { type: 'click', detail: 1 }],
} as const satisfies Record<string, readonly Step[]>;

export type SequenceName = keyof typeof SEQUENCES;

/**
 * Page-side: plays `steps` on the shown button whose text is `name` (or on `selector`'s element), at its
 * centre, as one engine's accessibility click would. Returns false when there is no such element.
 */
export function playSequence(name: string | null, selector: string | null, steps: readonly Step[]): boolean {
  const el = selector
    ? document.querySelector(selector)
    : [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  for (const s of steps) {
    const init = {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      clientX: r.left + r.width / 2,
      clientY: r.top + r.height / 2,
      button: 0,
      buttons: s.buttons ?? 0,
      detail: s.detail ?? 0,
    };
    if (s.touch) {
      el.dispatchEvent(new Event(s.type, { bubbles: true, cancelable: true, composed: true }));
      continue;
    }
    el.dispatchEvent(
      s.pointer
        ? new PointerEvent(s.type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true })
        : new MouseEvent(s.type, init),
    );
  }
  return true;
}
