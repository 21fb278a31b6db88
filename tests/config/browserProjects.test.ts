// Which Chromium files run against which server (scripts/test-projects.ts): the Node server runs them all,
// nginx the ones whose behaviour rests on what the server answers. A renamed file must not drop out unseen.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesOf, SERVER_SENSITIVE } from '../../scripts/test-projects';

const files = readdirSync('tests/e2e/chromium').filter((f) => f.endsWith('.test.ts'));

describe('the browser projects', () => {
  it('run every Chromium file against the Node server', () => {
    expect(filesOf('node')).toEqual(['tests/e2e/chromium/**/*.test.ts']);
  });

  it('run against nginx the server-sensitive files, each an existing file, once', () => {
    const nginx = filesOf('nginx');
    expect(new Set(nginx).size).toBe(SERVER_SENSITIVE.length);
    for (const name of SERVER_SENSITIVE) expect(files).toContain(`${name}.test.ts`);
    expect(nginx.length).toBeLessThan(files.length);
  });
});
