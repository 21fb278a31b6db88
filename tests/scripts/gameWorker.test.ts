// @vitest-environment node
// The game worker's precache list, made from the build's own output: what workbox-precaching is given.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, precacheList } from '../../scripts/game-worker';

const dist = mkdtempSync(join(tmpdir(), 'precache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precacheList', () => {
  it('keys each unhashed file by the md5 of its content, a hashed chunk by its name alone, and the sha256 of each file, in order', () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'sounds'));
    writeFileSync(join(dist, 'BigWatermelon.html'), '<p>game</p>');
    writeFileSync(join(dist, 'assets/game-AbC123.js'), 'x()');
    writeFileSync(join(dist, 'sounds/land.wav'), 'RIFF');
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    const sha256 = (s: string) => createHash('sha256').update(s).digest('base64');
    expect(precacheList(dist, ['BigWatermelon.html', 'assets/game-AbC123.js', 'sounds/land.wav'])).toEqual({
      entries: [
        { revision: md5('<p>game</p>'), url: 'BigWatermelon.html' },
        { revision: null, url: 'assets/game-AbC123.js' },
        { revision: md5('RIFF'), url: 'sounds/land.wav' },
      ],
      digests: {
        'BigWatermelon.html': sha256('<p>game</p>'),
        'assets/game-AbC123.js': sha256('x()'),
        'sounds/land.wav': sha256('RIFF'),
      },
      bytes: 11 + 3 + 4,
    });
  });
});

describe('fillPlaceholders', () => {
  it('writes each value as JSON where the worker names it, and refuses a source that names one twice or never', () => {
    const source = 'a(self.__WB_MANIFEST);b(self.__PAGE_HEADERS)';
    expect(fillPlaceholders(source, { __WB_MANIFEST: [1], __PAGE_HEADERS: { x: 'y' } })).toBe('a([1]);b({"x":"y"})');
    expect(() => fillPlaceholders(source + 'self.__WB_MANIFEST', { __WB_MANIFEST: [] })).toThrow(
      'the worker must name self.__WB_MANIFEST once, found 2',
    );
    expect(() => fillPlaceholders('x', { __PAGE_HEADERS: {} })).toThrow('found 0');
  });
});
