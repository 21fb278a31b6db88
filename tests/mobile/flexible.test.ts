import { afterEach, describe, expect, it } from 'vitest';
import { installFlexible, remWidth, setRemUnit } from '../../src/mobile/flexible';

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

  it.each([320, 360, 375, 390, 414, 430])('a phone %i px wide keeps width / 10 at any height', (width) => {
    for (const height of [480, 568, 603, 667, 844, 932]) expect(remWidth(width, height)).toBe(width);
  });

  it.each([
    [1366, 768, 432],
    [1440, 900, 506.25],
    [1920, 1080, 540],
    [768, 1024, 540],
    [1024, 768, 432],
    [844, 390, 375],
    [667, 375, 375],
    [500, 1000, 500],
  ])('a window %i×%i scales as a column %s px wide', (width, height, column) => {
    expect(remWidth(width, height)).toBe(column);
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
