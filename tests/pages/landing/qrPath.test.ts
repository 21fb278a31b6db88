// The desktop landing page's QR code: the path drawn from uqr's modules decodes, with jsQR (a decoder
// written apart from the encoder), to exactly the download link, for the placeholder and for real links.
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../src/pages/landing/qrPath';
import { modulesOf, scanPath } from './qrScan';

describe('the download QR code', () => {
  it.each([
    'https://example.com/download',
    'https://apps.example.cn/d?channel=web&from=landing',
    'https://a.app.qq.com/o/simple.jsp?pkgname=com.example.sweetpet',
  ])('%s: the path holds every module, and it decodes to the link', (link) => {
    const qr = encode(link, { ecc: 'M', border: 0 });
    const path = qrPath(qr.data);
    expect(modulesOf(path, qr.size)).toEqual(qr.data);
    expect(scanPath(path, qr.size)).toBe(link);
  });

  it('a run of dark modules is one rectangle', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
    expect(qrPath([[false], [true]])).toBe('M0 1h1v1h-1z');
  });
});
