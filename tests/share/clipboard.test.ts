import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_TIMEOUT_MS, copyText } from '../../src/share/clipboard';

/** A window whose Clipboard API write is `write`, and whose execCommand('copy') answers `legacy`. */
function fakeWindow(write: (text: string) => Promise<void>, legacy: boolean) {
  const exec = vi.fn(() => legacy);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  const win = Object.create(window, {
    isSecureContext: { value: true },
    navigator: { value: { clipboard: { writeText: write } } },
  }) as Window;
  return { win, exec };
}

describe('copyText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves true when the Clipboard API write succeeds, without the legacy path', async () => {
    const { win, exec } = fakeWindow(() => Promise.resolve(), false);
    await expect(copyText('A1', win)).resolves.toBe(true);
    expect(exec).not.toHaveBeenCalled();
  });

  it('a write that never settles falls back to execCommand after the timeout', async () => {
    const { win, exec } = fakeWindow(() => new Promise(() => {}), true);
    let result: boolean | undefined;
    void copyText('A1', win).then((ok) => (result = ok));
    await vi.advanceTimersByTimeAsync(CLIPBOARD_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    expect(exec).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(result).toBe(true);
  });

  it('a write that never settles, with no legacy path either, reports failure after the timeout', async () => {
    const { win } = fakeWindow(() => new Promise(() => {}), false);
    const copied = copyText('A1', win);
    await vi.advanceTimersByTimeAsync(CLIPBOARD_TIMEOUT_MS);
    await expect(copied).resolves.toBe(false);
  });

  it('a write that settles after the timeout changes nothing', async () => {
    let succeed = () => {};
    const { win, exec } = fakeWindow(() => new Promise<void>((ok) => (succeed = ok)), false);
    const copied = copyText('A1', win);
    await vi.advanceTimersByTimeAsync(CLIPBOARD_TIMEOUT_MS);
    succeed();
    await expect(copied).resolves.toBe(false);
    expect(exec).toHaveBeenCalledTimes(1);
  });
});
