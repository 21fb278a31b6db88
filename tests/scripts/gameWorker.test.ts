// @vitest-environment node
// The game worker's precache list, made from the build's own output: what workbox-precaching is given.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheList } from '../../scripts/game-worker';

const dist = mkdtempSync(join(tmpdir(), 'precache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precacheList', () => {
  it('keys each unhashed file by the md5 of its content, a hashed chunk by its name alone, in order', () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'sounds'));
    writeFileSync(join(dist, 'BigWatermelon.html'), '<p>game</p>');
    writeFileSync(join(dist, 'assets/game-AbC123.js'), 'x()');
    writeFileSync(join(dist, 'sounds/land.wav'), 'RIFF');
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    expect(precacheList(dist, ['BigWatermelon.html', 'assets/game-AbC123.js', 'sounds/land.wav'])).toEqual({
      entries: [
        { revision: md5('<p>game</p>'), url: 'BigWatermelon.html' },
        { revision: null, url: 'assets/game-AbC123.js' },
        { revision: md5('RIFF'), url: 'sounds/land.wav' },
      ],
      bytes: 11 + 3 + 4,
    });
  });
});
