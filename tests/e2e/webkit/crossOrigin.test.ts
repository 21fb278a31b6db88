// A host page on another origin in WebKit (issue #50): the H5 host guide's page (docs/hosts/h5-host.html) at
// https://host.test, the name the suite's build allows (HOST_ORIGINS), frames the real game at
// https://game.test (the suite's server under a public name: scripts/namedOrigins.ts) and holds the whole
// conversation by message. Frames that are not the game's parent post the same envelope: nothing applied.
import { By, type WebDriver } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtHostOrigins } from '../shared/builtPolicy';
import { guidePage, intruderPage, refusedOrigins } from '../shared/hostPages';
import { bothRankings, boardReady, button, grantedBombToGameOver, tapPopup, world } from './game';
import { intoFrame, probe, runFor, useWebKit, webkitOrigin } from './harness';
import { forwardTo, page, startNamedOrigins } from '../../../scripts/namedOrigins';

const HOST = 'https://host.test';
const GAME = 'https://game.test/h5/BigWatermelon?seed=7&fakeclock=1';

/**
 * The guide's page keeping every message it receives (window.posted). `?others=1`: a sibling frame on
 * https://elsewhere.test and a grandchild on the host's own origin.
 */
const hostPage = (url: URL) =>
  guidePage(
    GAME,
    `<script>window.posted = []; addEventListener('message', (e) => window.posted.push(e.data));</script>` +
      (url.searchParams.has('others')
        ? `<iframe src="https://elsewhere.test/"></iframe><iframe src="${HOST}/middle"></iframe>`
        : ''),
  );

const SITES = {
  'host.test': page((url) =>
    url.pathname === '/middle'
      ? `<!doctype html><iframe src="${HOST}/grandchild"></iframe>`
      : url.pathname === '/grandchild'
        ? intruderPage('top.frames[0]')
        : hostPage(url),
  ),
  'elsewhere.test': page(() => intruderPage('parent.frames[0]')),
};

/** The msgs the host page received through the SDK's envelope; back in the game's frame after. */
async function hostMsgs(d: WebDriver): Promise<number[]> {
  await d.switchTo().defaultContent();
  const msgs = await d.executeScript<number[]>(`return window.posted
    .filter((m) => m && m.type === 'WEB_INVOKE_APPSERVICE').map((m) => m.data.arg.msg)`);
  await d.switchTo().frame(d.findElement(By.id('game')));
  return msgs;
}

describe('a host page on another origin in WebKit', () => {
  let named: Awaited<ReturnType<typeof startNamedOrigins>> | undefined;
  beforeAll(async () => {
    named = await startNamedOrigins({ ...SITES, 'game.test': forwardTo(webkitOrigin()) });
  });
  afterAll(() => named?.close());
  const webkit = useWebKit(() => [`--proxy=${named!.proxy}`, '--ignore-host=127.0.0.1', '--ignore-tls-errors']);

  /** Opens the host page and switches into the game's frame once its board is drawn. */
  async function openHost(d: WebDriver, query = '') {
    expect(builtHostOrigins(), 'the suite needs a build whose HOST_ORIGINS names host.test').toContain(HOST);
    await d.get(`${HOST}/game${query}`);
    await intoFrame(d, 'game');
    return boardReady(d);
  }

  it("the guide's page at https://host.test holds the whole conversation by message: seed, props, revive, rankings, restart", async () => {
    const d = webkit();
    const board = await openHost(d);
    const seed = () => d.executeScript<number>('return window.bigWatermelon.world().seed');
    await d.wait(async () => (await seed()) === 4242, 5000, 'the seed the host sent by message');
    // A bomb at 0: 8, the host grants one; after the cooldown, 6, and the bomb comes next. Then game over,
    // Revive: 2, the host says the video was watched, and play goes on.
    await grantedBombToGameOver(d, board);
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/);
    await d.wait(async () => (await world(d)).revives === 1, 5000, 'the revive');
    expect((await world(d)).phase).toBe('playing');
    // Both rankings, by message.
    await runFor(d, 600);
    await (await button(d, /^Back$/)).click();
    await bothRankings(d, '320');
    await tapPopup(d, /^Close$/);
    await tapPopup(d, /^Restart$/);
    await d.wait(async () => (await hostMsgs(d)).includes(10), 5000, 'msg 10 at the host');
    expect(await hostMsgs(d)).toEqual(expect.arrayContaining([13, 8, 6, 2, 5, 3, 4, 10]));
    expect((await world(d)).phase).toBe('playing');
    expect((await probe(d)).errors).toEqual([]);
  });

  it('a sibling on https://elsewhere.test and a grandchild on the host origin post a grant: nothing applied, warnings', async () => {
    const d = webkit();
    await openHost(d, '?others=1');
    const refused = async () => refusedOrigins((await probe(d)).warnings);
    // The sibling on another origin, and the grandchild on the allowed origin: heard, refused, both.
    await d.wait(async () => (await refused()).length === 2, 10_000, 'both frames refused');
    expect(await refused()).toEqual(['https://elsewhere.test', HOST]);
    const granted = await d.executeScript<unknown[]>(
      'const w = window.bigWatermelon.world(); return [w.current.kind, ...w.specials];',
    );
    expect(granted).toEqual(['fruit']);
    expect((await probe(d)).errors).toEqual([]);
  });
});
