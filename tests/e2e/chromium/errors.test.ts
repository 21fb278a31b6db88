import { describe, expect, it } from 'vitest';
import { openPage, url, useBrowser } from './harness';

// A page's chunk that fails to load (a deploy race, a flaky network) never leaves a blank page.
describe('failed page code', () => {
  const browser = useBrowser();

  it('a painted share page keeps its code and its download link, and offers a reload', async () => {
    const { context, page } = await openPage(browser(), { locale: 'zh-CN' });
    await page.route(/\/assets\/SharePage-[^/]+\.js$/, (r) => r.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(url('joinRoom?roomNo=778899'));
    const notice = page.getByRole('alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('页面未能完整加载');
    expect(await page.getByTestId('code').textContent()).toBe('778899');
    expect(await page.getByRole('link', { name: '下载' }).getAttribute('href')).toBe('https://example.com/download');
    await page.unroute(/\/assets\/SharePage-[^/]+\.js$/);
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.waitForSelector('html[data-ready]', { state: 'attached' }); // the reload hydrates normally
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('the game: its chunk fails, the painted HUD and board frame stay, with a notice and Reload', async () => {
    const { context, page } = await openPage(browser());
    const chunk = /\/assets\/boot-[^/]+\.js$/;
    await page.route(chunk, (r) => r.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(url('BigWatermelon'));
    const notice = page.getByRole('alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('could not load completely');
    expect(await page.getByTestId('score').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    expect((await page.getByTestId('board-frame').boundingBox())!.width).toBeGreaterThan(300);
    expect(await page.getByRole('application').count()).toBe(0);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('application').waitFor(); // the reload brings the board
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
