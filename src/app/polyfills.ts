// Built-ins newer than the WebViews we promise (scripts/browsers.ts) that a library uses: jotai's
// store throws AggregateError (ES2021: Chrome 85, iOS 14) when a listener fails. Kept to what is
// used; `npm test` checks the build for any other (scripts/check-browsers.ts).
const g = globalThis as { AggregateError?: unknown };
if (typeof g.AggregateError !== 'function') {
  g.AggregateError = class AggregateError extends Error {
    readonly errors: unknown[];
    constructor(errors: Iterable<unknown>, message?: string) {
      super(message);
      this.name = 'AggregateError';
      this.errors = Array.from(errors);
    }
  };
}
export {};
