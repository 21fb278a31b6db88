// The share pages in WebKit: Copy copies the code (the async clipboard, or the textarea fallback where WebKit
// refuses it) and says so; the big button copies, opens the app's link, and 500 ms later (the app did not come
// to the front) tells the visitor what to do. In a 390 px frame, as a top-level scheme link replaces the page.
import { By, until } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { button } from './game';
import { openApp, openFramed, pageTimeUntil, probe, runFor, useWebKit } from './harness';

describe('the share page in WebKit', () => {
  const webkit = useWebKit();

  it('Copy copies the code and says so; nothing goes wrong', async () => {
    const d = webkit();
    await openApp(d, 'joinRoom?roomNo=654321');
    await (await button(d, /^Copy$/)).click();
    const status = d.findElement(By.css('[role=status]'));
    await d.wait(async () => (await status.getText()) === 'Copy Successful', 5000);
    expect((await probe(d)).errors).toEqual([]);
  });

  it("WebKit's clipboard refuses: the textarea fallback copies, and the page says so", async () => {
    const d = webkit();
    await openApp(d, 'share?roomNo=777');
    await d.executeScript(
      "Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) } });",
    );
    await (await button(d, /^Copy$/)).click();
    const status = d.findElement(By.css('[role=status]'));
    await d.wait(async () => (await status.getText()) === 'Copy Successful', 5000);
    expect((await probe(d)).errors).toEqual([]);
  });

  it.each([
    ['joinRoomTemplate?tempCode=T%2001', 'couplesapp://joinRoomTemplate?tempCode=T%2001'],
    ['share', 'couplesapp://share'],
  ])('/h5/%s: the big button opens %s, and the alert comes after 500 ms', async (path, link) => {
    const d = webkit();
    await openFramed(d, `${path}${path.includes('?') ? '&' : '?'}fakeclock=1`);
    await pageTimeUntil(d, async () => (await d.findElements(By.css('html[data-ready]'))).length > 0, 'the page');
    await (await button(d, /and open the app$/)).click();
    expect((await probe(d)).launched).toEqual([link]);
    await runFor(d, 450);
    expect(await d.findElements(By.css('[role=alertdialog]'))).toHaveLength(0);
    await runFor(d, 100);
    const alert = await d.wait(until.elementLocated(By.css('[role=alertdialog]')), 5000);
    await d.wait(async () => /default browser/.test(await alert.getText()), 5000, 'the alert says what to do');
    // The code was copied on the way (a link with no code has nothing to copy).
    const status = d.findElement(By.css('[role=status]'));
    if (link.includes('?')) await d.wait(async () => (await status.getText()) === 'Copy Successful', 5000, 'copied');
    else expect(await status.getText()).toBe('');
    expect((await probe(d)).errors).toEqual([]);
  });

  it('the alert closes when the page is hidden while it shows; confirmed instead, the page points at Download', async () => {
    const d = webkit();
    await openFramed(d, 'joinRoom?roomNo=42&fakeclock=1');
    await pageTimeUntil(d, async () => (await d.findElements(By.css('html[data-ready]'))).length > 0, 'the page');
    const visibility = (state: string) =>
      d.executeScript(
        `Object.defineProperty(document, 'visibilityState', { configurable: true, value: arguments[0] });
        document.dispatchEvent(new Event('visibilitychange'));`,
        state,
      );
    // Read by script, not by element handles: a handle made as React removes the dialog would be stale.
    const shows = (selector: string) =>
      d.executeScript<boolean>('return !!document.querySelector(arguments[0])', selector);
    const alertShown = async () => {
      await (await button(d, /and open the app$/)).click();
      await runFor(d, 500);
      await d.wait(async () => (await runFor(d, 50), shows('[role=alertdialog]')), 5000, 'the alert');
    };
    await alertShown();
    await visibility('hidden');
    // React renders what the hidden page changed in a task the page's clock runs: moved on as it is waited for.
    const closed = async () => (await runFor(d, 50), !(await shows('[role=alertdialog]')));
    await d.wait(closed, 5000, 'alert closed');
    expect(await shows('li[data-pointed]')).toBe(false);
    await visibility('visible');
    await alertShown();
    await (await button(d, /^Confirm$/)).click();
    const pointed = async () => (
      await runFor(d, 50),
      d.executeScript<boolean>('return document.activeElement === document.querySelector("li[data-pointed] a")')
    );
    await d.wait(pointed, 5000, 'Download focused, its step marked');
    expect((await probe(d)).errors).toEqual([]);
  });
});
