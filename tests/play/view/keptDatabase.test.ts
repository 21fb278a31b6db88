// @vitest-environment node
// The page's store for the kept game (src/play/view/browser/keptDatabase.ts) where IndexedDB is missing, and how it picks
// between its two copies. IndexedDB itself is exercised in Chromium and WebKit (tests/e2e/phone/keptGame.test.ts,
// tests/e2e/phone/keptKill.test.ts, tests/e2e/chromium/rendererGone.test.ts), where a page opened again or a killed
// browser brings the game back from it.
import { describe, expect, it, vi } from 'vitest';
import { createStorageKeptStore } from '../../../src/play/kept/storage';
import { createIndexedDbKeptStore, newer, readingEarly } from '../../../src/play/view/browser/keptDatabase';
import { memoryStorage } from '../sessionFakes';

const at = (savedAt: number) => JSON.stringify({ v: 1, savedAt });

describe('the kept game store', () => {
  it('takes the copy written last; the local one on a tie or when the other is not a kept game', () => {
    expect(newer(at(5), at(9))).toBe(at(9));
    expect(newer(at(9), at(5))).toBe(at(9));
    expect(newer(at(5), JSON.stringify({ v: 1, savedAt: 5, other: true }))).toBe(at(5));
    expect(newer(at(5), 'cut sh')).toBe(at(5));
    expect(newer(null, at(5))).toBe(at(5));
    expect(newer(at(5), null)).toBe(at(5));
  });

  it('with no IndexedDB: local storage alone, writes and removals in order, and a refusal said', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const store = createIndexedDbKeptStore(undefined, createStorageKeptStore(storage));
    await store.write(at(1));
    await store.write(at(2));
    expect(await store.read()).toBe(at(2));
    await store.write(null);
    expect(await store.read()).toBeNull();
    const full = createIndexedDbKeptStore(undefined, {
      read: () => null,
      write: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    await expect(full.write(at(3))).rejects.toThrow(/full/);
  });

  it("the copy read at once is local storage's, and a write it refuses removes the older one it held", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const store = createIndexedDbKeptStore(undefined, createStorageKeptStore(storage));
    await store.write(at(1));
    expect(store.readNow!()).toBe(at(1));
    // Full: the next save does not fit, and the copy read at once must not be the older game.
    const setItem = vi.spyOn(storage(), 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(store.write(at(2))).rejects.toThrow(/full/);
    expect(store.readNow!()).toBeNull();
    setItem.mockRestore();
    await store.write(at(3));
    expect(readingEarly(store).readNow!()).toBe(at(3));
  });

  it("read early: the store is asked at once; that answer is the first read's, later reads ask again", async () => {
    const storage = memoryStorage();
    storage.data.set('bigWatermelon.game', at(1));
    const store = createStorageKeptStore(storage);
    const read = vi.spyOn(store, 'read');
    const early = readingEarly(store);
    expect(read).toHaveBeenCalledTimes(1); // before anyone asked
    storage.data.set('bigWatermelon.game', at(2));
    expect(await early.read()).toBe(at(1));
    expect(await early.read()).toBe(at(2));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('read early from a store that throws: the first read rejects with its error, and nothing goes unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const early = readingEarly({
      read: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      write: () => {},
    });
    await new Promise(setImmediate); // a turn of the event loop with the read unasked: when Node reports unhandled ones
    await expect(early.read()).rejects.toThrow(/denied/);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
