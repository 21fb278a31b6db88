// Which Chromium files run against which server (scripts/test-projects.ts): the Node server runs them all and the
// behaviours both engines run (tests/e2e/phone/), nginx the ones whose behaviour rests on what the server answers.
// A renamed file must not drop out unseen.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesOf, PHONE_FILES, SERVER_SENSITIVE } from '../../scripts/test-projects';

const files = readdirSync('tests/e2e/chromium').filter((f) => f.endsWith('.test.ts'));

describe('the browser projects', () => {
  it('run every Chromium file and every file both engines run against the Node server', () => {
    expect(filesOf('node')).toEqual(['tests/e2e/chromium/**/*.test.ts', 'tests/e2e/phone/**/*.test.ts']);
    expect(PHONE_FILES).toBe('tests/e2e/phone/**/*.test.ts'); // npm test's; `npm run shots` sets SHOTS=1
  });

  it('run against nginx the server-sensitive files, each an existing file, once', () => {
    const nginx = filesOf('nginx');
    expect(new Set(nginx).size).toBe(SERVER_SENSITIVE.length);
    for (const name of SERVER_SENSITIVE) expect(files).toContain(`${name}.test.ts`);
    expect(nginx.length).toBeLessThan(files.length);
  });
});
