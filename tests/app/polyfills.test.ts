// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';

const real = globalThis.AggregateError;
afterEach(() => {
  globalThis.AggregateError = real;
});

it('supplies AggregateError where the WebView lacks it (jotai throws one when a listener fails)', async () => {
  delete (globalThis as { AggregateError?: unknown }).AggregateError;
  vi.resetModules();
  await import('../../src/app/polyfills');
  const e = new AggregateError([new Error('a'), 'b'], 'listeners failed');
  expect(e).toBeInstanceOf(Error);
  expect([e.name, e.message, e.errors.length]).toEqual(['AggregateError', 'listeners failed', 2]);
});

it('leaves a native AggregateError alone', async () => {
  vi.resetModules();
  await import('../../src/app/polyfills');
  expect(globalThis.AggregateError).toBe(real);
});
