// Lighthouse (default mobile preset: simulated slow 4G, 4× CPU) on Debian's Chromium, for
// bench:pages and bench:start.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type Run = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> &
  Record<'lcpMs' | 'fcpMs' | 'tbtMs' | 'ttiMs' | 'cls' | 'totalBytes', number> & { failing: string[] };

export async function launchForLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  async function audit(url: string): Promise<Run> {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories: c, audits: a } = result.lhr;
    const num = (id: string) => a[id]?.numericValue ?? NaN;
    return {
      performance: c.performance?.score ?? 0,
      accessibility: c.accessibility?.score ?? 0,
      'best-practices': c['best-practices']?.score ?? 0,
      seo: c.seo?.score ?? 0,
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      ttiMs: num('interactive'),
      cls: num('cumulative-layout-shift'),
      totalBytes: num('total-byte-weight'),
      // Audits below a perfect score, so a short figure says what holds it back.
      failing: Object.values(a)
        .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative')
        .map((x) => x.id),
    };
  }
  return { chrome, audit };
}
