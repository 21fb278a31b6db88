// The modal's "more below" sign and the element-size hook watch sizes with a ResizeObserver. Neither lays the page
// out inside the observer's callback: a layout there (reading a box's scroll size or its rectangle) can add a scroll
// bar that narrows the very box being observed, in the same frame, which WebKit reports as "ResizeObserver loop
// completed with undelivered notifications" (issue #85, the end popup's two curves).
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/components/Modal';
import { useElementSize } from '../../src/mobile/useElementSize';

/** A ResizeObserver whose callbacks this test runs, and a log of every layout read. */
function stubs() {
  const observers: ((entries: unknown[]) => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: (entries: unknown[]) => void) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  const reads: string[] = [];
  for (const prop of ['scrollHeight', 'clientHeight', 'scrollTop'] as const)
    vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(() => (reads.push(prop), 100));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => (reads.push('rect'), { width: 300, height: 200 }) as DOMRect,
  );
  return { observers, frames, reads };
}

afterEach(() => vi.unstubAllGlobals());

describe('sizes watched without a layout inside the observer', () => {
  it('the modal marks "more below" in the next frame, not in the callback', () => {
    const { observers, frames, reads } = stubs();
    render(
      <Modal title="A box">
        <p>text</p>
      </Modal>,
    );
    reads.length = 0;
    for (const cb of observers) cb([]);
    expect(reads).toEqual([]);
    expect(frames).toHaveLength(1); // two notifications, one measure
    frames[0]!(0);
    expect(reads).toContain('scrollHeight');
  });

  it('the size hook takes the size the observer reports', () => {
    const { observers, reads } = stubs();
    let seen: unknown = null;
    function Sized() {
      const ref = useRef<HTMLDivElement>(null);
      seen = useElementSize(ref);
      return <div ref={ref} />;
    }
    const { rerender } = render(<Sized />);
    reads.length = 0;
    observers[0]!([{ borderBoxSize: [{ inlineSize: 320, blockSize: 480 }] }]);
    rerender(<Sized />);
    expect(reads).toEqual([]);
    expect(seen).toEqual({ width: 320, height: 480 });
  });
});
