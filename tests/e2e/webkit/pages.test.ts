// Every route in WebKit: it renders its own content with no error, CSP refusal included, 404 too.
import { By } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { MOBILE_LANDING_PATH, ROUTES } from '../../../src/app/routeTable';
import { openApp, probe, useWebKit } from './harness';

/** Each route's address (the samples `npm start` lists), and text its page must show. */
const VISITS: readonly (readonly [string, RegExp])[] = [
  ['', /ICP/],
  [encodeURIComponent(MOBILE_LANDING_PATH), /ICP/],
  ['share?roomNo=123456', /123456/],
  ['joinRoom?roomNo=654321', /654321/],
  ['joinRoomTemplate?tempCode=ABC123', /ABC123/],
  ['BigWatermelon', /Next|下一个/],
  ['no/such/page', /not found|不存在/i],
];

describe('every route in WebKit', () => {
  const webkit = useWebKit();

  it('covers every route of the table', () => {
    const named = ROUTES.filter((r) => r.path !== '*').length;
    expect(VISITS.length).toBe(named + 1); // and one address no route has: the 404
  });

  it.each(VISITS)('/h5/%s renders with no error', async (path, shows) => {
    const d = webkit();
    await openApp(d, path);
    await d.wait(async () => shows.test(await d.findElement(By.css('body')).getText()), 10_000);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('the probe sees what goes wrong in a page: an error thrown later, and console.error', async () => {
    const d = webkit();
    await openApp(d, 'share?roomNo=1');
    await d.executeScript("setTimeout(() => { throw new Error('planted'); }); console.error('said');");
    await d.wait(async () => (await probe(d)).errors.length === 2, 5000);
    expect((await probe(d)).errors).toEqual(['said', 'error: Error: planted']);
  });
});
