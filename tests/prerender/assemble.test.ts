import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assemblePage, staticHead } from '../../src/prerender/assemble';

const parts = {
  variants: [
    { name: 'en-empty', head: '<title>Your code</title>', body: '<h1>Your code</h1>' },
    { name: 'zh-empty', head: '<title>你的匹配码</title>', body: '<h1>你的匹配码</h1>' },
  ],
  codeParam: 'roomNo',
  css: 'h1{color:red}',
  scripts: { head: 'window.h=1', body: 'window.b=1', start: 'window.s=1' },
  entry: '/h5/assets/main.js',
  preload: ['/h5/assets/a.js', '/h5/assets/b.js'],
  base: '/h5/',
};
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('assemblePage', () => {
  it('inlines the CSS and the scripts, with no external stylesheet or script', () => {
    const doc = parse(assemblePage(parts));
    expect(doc.head.querySelector('style')?.textContent).toBe('h1{color:red}');
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([
      'window.h=1',
      'window.b=1',
      'window.s=1',
    ]);
    expect(doc.querySelectorAll('script[src], link[rel=stylesheet], link[rel=modulepreload]')).toHaveLength(0);
    // The head script runs before the body exists; the body and start scripts after #root.
    expect(doc.head.querySelector('script')?.textContent).toBe('window.h=1');
  });

  it('puts the first variant in #root, the others in templates, and the entry on #root', () => {
    const doc = parse(assemblePage(parts));
    const root = doc.getElementById('root')!;
    expect(root.dataset).toMatchObject({
      variant: 'en-empty',
      codeParam: 'roomNo',
      entry: '/h5/assets/main.js',
      preload: '/h5/assets/a.js /h5/assets/b.js',
    });
    expect(root.innerHTML).toBe('<h1>Your code</h1>');
    expect(doc.title).toBe('Your code');
    expect(doc.head.querySelector('title')?.hasAttribute('data-prerendered')).toBe(true);
    expect(doc.querySelector<HTMLTemplateElement>('template[data-body="zh-empty"]')?.innerHTML).toBe(
      '<h1>你的匹配码</h1>',
    );
  });

  it('refuses inline content that would close its element early', () => {
    expect(() => assemblePage({ ...parts, css: 'a{}</style><script>x()</script>' })).toThrow(/<\/style/);
    expect(() => assemblePage({ ...parts, scripts: { ...parts.scripts, body: '"</SCRIPT>"' } })).toThrow(/<\/script/);
  });

  it('has the same fixed head tags as index.html, the app shell', () => {
    const shell = parse(readFileSync('index.html', 'utf8'));
    const fixed = parse(`<head>${staticHead('/')}</head>`);
    const tags = (d: Document) => [...d.head.querySelectorAll('meta, link')].map((e) => e.outerHTML);
    expect(tags(fixed)).toEqual(tags(shell));
  });
});
