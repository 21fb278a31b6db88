// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_SENTINEL } from '../../src/share/code';
import { render } from '../../src/prerender/render';

describe('build-time render', () => {
  it('renders the share page in Chinese, with the code sentinel in place and <title>/<meta> split off', async () => {
    const out = await render(`/h5/share?roomNo=${encodeURIComponent(CODE_SENTINEL)}`, 'zh', '/h5');
    expect(out.head).toMatch(/^<title>来甜蜜萌宠找我<\/title><meta name="description"/);
    expect(out.body).toContain('你的匹配码');
    expect(out.body).toContain(`data-testid="code">${CODE_SENTINEL}</p>`);
    expect(out.body).not.toContain('<title>');
  });

  it('renders the landing page in English with its download link, and no code', async () => {
    const out = await render('/h5/', 'en', '/h5');
    expect(out.head).toContain('<title>Sweet Pet · Raise a pet together, sweetly</title>');
    expect(out.body).toContain('href="https://example.com/download"');
    expect(out.body).not.toContain(CODE_SENTINEL);
  });
});
