// What the build under test allows in its CSP (dist/.vite/csp.json, which both servers send), and an image
// for the avatar host to answer with (the tests route it; nothing leaves the machine).
import { readFileSync } from 'node:fs';
import type { CspHashes } from '../../../scripts/csp.mjs';

const built = (): CspHashes => JSON.parse(readFileSync('dist/.vite/csp.json', 'utf8')) as CspHashes;

/** The https origin the build allows avatars from (npm test builds with https://avatars.test), or ''. */
export const builtAvatarHost = (): string => built().img?.[0] ?? '';

/** The origins besides the site that may frame the build's pages (npm test builds with https://host.test). */
export const builtHostOrigins = (): string[] => built().frame ?? [];

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
