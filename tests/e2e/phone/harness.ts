// The phone (drivers/phone/) for a behaviour file that runs in both engines: the project that runs the file
// says which (its global setup provides `engine`), and each test gets a fresh phone.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, inject } from 'vitest';
import { ChromiumPhone } from '../../../drivers/phone/chromium';
import { ChromiumKillable, WebKitKillable, type KillablePhone } from '../../../drivers/phone/killable';
import { ensureWebKit } from '../../../scripts/ensure-webkit.mjs';
import type { Engine, Phone } from '../../../drivers/phone/phone';
import { WebKitPhone } from '../../../drivers/phone/webkit';
import { pageIn, url as chromiumUrl, useBrowser } from '../chromium/harness';
import { forgetLanguage, useWebKit, webkitOrigin } from '../webkit/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine of the project's browser: a file under tests/e2e/phone/ runs in each. */
    engine: Engine;
  }
}

/** The engine this run of the file drives. */
export const engine = (): Engine => inject('engine');

/** What a describe's browser is, for all its tests: `userAgent`, the browser's own (WeChat's, say). */
export interface PhoneBrowser {
  readonly userAgent?: string;
}

/**
 * One browser for the describe, in the project's engine, and a fresh phone for each test. Chromium grants the
 * clipboard, as a phone's browser does a page the user taps.
 */
export function usePhone({ userAgent }: PhoneBrowser = {}): () => Phone {
  const held: { phone?: Phone } = {};
  let make: () => Phone;
  // These are vitest's hooks (beforeAll, afterAll), not React's: one browser per describe, of the project's engine.
  /* eslint-disable react-hooks/rules-of-hooks */
  if (engine() === 'webkit') {
    const webkit = useWebKit(() => (userAgent ? [`--user-agent=${userAgent}`] : []));
    forgetLanguage(webkit);
    make = () => new WebKitPhone(webkit(), webkitOrigin());
  } else {
    const browser = useBrowser();
    make = () =>
      new ChromiumPhone(
        {
          context: (lang) =>
            browser().newContext({
              locale: lang,
              permissions: ['clipboard-read', 'clipboard-write'],
              ...(userAgent ? { userAgent } : {}),
            }),
          page: (context, errors) => pageIn(context, errors),
        },
        chromiumUrl(),
      );
  }
  /* eslint-enable react-hooks/rules-of-hooks */
  beforeEach(() => {
    held.phone = make();
  });
  afterEach(async () => {
    // A browser that died mid-test cannot be cleaned; the suite's harness starts a new one for the next test.
    await (held.phone as ChromiumPhone | WebKitPhone | undefined)
      ?.close()
      .catch((e: unknown) => console.warn('[phone] could not end the phone:', e));
    delete held.phone;
  });
  return () => {
    if (!held.phone) throw new Error('the phone is made for each test');
    return held.phone;
  };
}

/** The page's player for a phone a test kills (WebKit's probe server puts the same file into each page). */
const KEPT_PLAYER = readFileSync(new URL('./keptPlay.js', import.meta.url), 'utf8');

/** A phone whose browser a test may kill (drivers/phone/killable.ts), in the project's engine: new for each test. */
export function useKillablePhone(): () => KillablePhone {
  const held: { phone?: KillablePhone } = {};
  beforeEach(() => {
    held.phone =
      engine() === 'webkit'
        ? new WebKitKillable(ensureWebKit(), webkitOrigin())
        : new ChromiumKillable(inject('chromium'), chromiumUrl(), KEPT_PLAYER);
  });
  afterEach(async () => {
    await held.phone?.close();
    delete held.phone;
  });
  return () => {
    if (!held.phone) throw new Error('the phone is made for each test');
    return held.phone;
  };
}
