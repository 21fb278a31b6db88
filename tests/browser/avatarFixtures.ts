// The ranking's avatars in the browser suite: the host the build allows them from, and an image for that
// host to answer with (the tests route it; nothing leaves the machine).
import { readFileSync } from 'node:fs';

/** The https origin the build allows avatars from (npm test builds with https://avatars.test), or ''. */
export const builtAvatarHost = (): string =>
  (JSON.parse(readFileSync('dist/.vite/csp.json', 'utf8')) as { img?: string[] }).img?.[0] ?? '';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
