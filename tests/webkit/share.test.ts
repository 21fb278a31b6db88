// The share page's Copy in WebKit: the code is copied (the async clipboard, or the textarea fallback where
// WebKit refuses it) and "Copy Successful" shows.
import { By } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { button } from './game';
import { openApp, probe, useWebKit } from './harness';

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
});
