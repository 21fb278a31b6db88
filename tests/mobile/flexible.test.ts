import { afterEach, describe, expect, it } from 'vitest';
import { installFlexible, setRemUnit } from '../../src/mobile/flexible';

const root = document.documentElement;
function setWidth(width: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: width });
}

describe('flexible', () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    root.className = '';
    root.style.fontSize = '';
  });

  it('sets 1rem to a tenth of the viewport width', () => {
    setWidth(375);
    setRemUnit();
    expect(root.style.fontSize).toBe('37.5px');
  });

  it.each(['resize', 'orientationchange', 'pageshow'])('follows the width on %s', (event) => {
    setWidth(320);
    uninstall = installFlexible();
    expect(root.style.fontSize).toBe('32px');
    setWidth(414);
    window.dispatchEvent(new Event(event));
    expect(root.style.fontSize).toBe('41.4px');
  });

  it('stops following after uninstall', () => {
    setWidth(320);
    installFlexible()();
    setWidth(400);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.fontSize).toBe('32px');
  });

  it('adds hairlines only when dpr >= 2 and a 0.5px border renders as one pixel', () => {
    const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 1 });
    try {
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
      installFlexible()();
      expect(root.classList.contains('hairlines')).toBe(false);
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
      installFlexible()();
      expect(root.classList.contains('hairlines')).toBe(true);
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 0 });
      installFlexible()();
      expect(root.classList.contains('hairlines')).toBe(false);
    } finally {
      if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offset);
    }
  });
});
