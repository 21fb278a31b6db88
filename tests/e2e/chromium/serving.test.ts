import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { gameTexts } from '../../../src/i18n/gameTexts';
import { landingTexts } from '../../../src/i18n/landingTexts';
import { CACHE } from '../../../scripts/cache-rules.mjs';
import { cspHash } from '../../../scripts/csp.mjs';

// What the server answers, read over HTTP with no script running. The same file runs in the
// browser:node and browser:nginx projects, so both servers must give the same answers.
const origin = inject('origin');
const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });
const hashedJs = readdirSync('dist/assets').find((f) => f.endsWith('.js'))!;
const vendorJs = readdirSync('dist/assets').find((f) => /^vendor-.*\.js$/.test(f))!;

/** The raw answer (fetch would decode it) to a GET with this Accept-Encoding. */
const raw = (path: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; vary?: string; length?: string; body: Buffer }>((ok, fail) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          length: res.headers['content-length'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });

describe(`serving (${inject('server')})`, () => {
  it('is answered by the server this project names', async () => {
    const server = (await get('/h5/')).headers.get('server') ?? '';
    if (inject('server') === 'nginx') expect(server).toMatch(/^nginx/);
    else expect(server).toBe('');
  });

  it('/h5/ is the prerendered desktop landing page: its heading is in the raw HTML', async () => {
    const r = await get('/h5/');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const html = await r.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${landingTexts.en.landing.title}</h1>`));
    expect(html).toMatch(new RegExp(`<meta[^>]*name="description" content="${landingTexts.en.landing.tagline}"`));
  });

  it.each(['', encodeURI('移动官网首页'), 'share?roomNo=1', 'joinRoom', 'joinRoomTemplate'])(
    '/h5/%s needs no request before its first paint, and the CSP allows each inline element by its hash',
    async (path) => {
      const r = await get(`/h5/${path}`);
      const html = await r.text();
      expect(html).not.toMatch(/<link[^>]+rel="?(stylesheet|modulepreload)|<script[^>]+src=/);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/);
      const inline = [...html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)];
      expect(inline.map((m) => m[1])).toEqual(['style', 'script', 'script', 'script']);
      for (const [, tag, content] of inline) {
        const directive = csp.split(';').find((d) => d.trim().startsWith(`${tag}-src `)) ?? '';
        expect(directive, `${tag} hash`).toContain(cspHash(content!));
      }
    },
  );

  it("the game's page may be shown from a phone's cache for 7 days while it revalidates; every other page never", async () => {
    expect(CACHE.gamePage).toBe('max-age=0, stale-while-revalidate=604800');
    for (const path of ['BigWatermelon', 'BigWatermelon?gameSeed=5', 'BigWatermelon.html'])
      expect((await get(`/h5/${path}`)).headers.get('cache-control'), path).toBe(CACHE.gamePage);
    const others = [
      '',
      encodeURI('移动官网首页'),
      'share?roomNo=1',
      'joinRoom',
      'joinRoomTemplate',
      'host-simulator.html',
    ];
    for (const path of [...others, 'BigWatermelon-sw.js'])
      expect((await get(`/h5/${path}`)).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('/h5/BigWatermelon is prerendered: the HUD is in the raw HTML, which names every chunk it needs', async () => {
    const r = await get('/h5/BigWatermelon');
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toMatch(
      new RegExp(
        `<span class="visually-hidden">${gameTexts.en.game.score}<!-- --> </span><span data-testid="score">0</span>`,
      ),
    );
    expect(html).toContain(`aria-label="${gameTexts.en.game.back}"`);
    expect(html).toContain('data-testid="board-frame"');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(preloads.length).toBeGreaterThanOrEqual(3);
    for (const href of preloads) expect((await get(href)).status, href).toBe(200);
    const csp = r.headers.get('content-security-policy') ?? '';
    for (const [, tag, content] of html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g))
      expect(
        csp.split(';').find((d) => d.trim().startsWith(`${tag}-src `)),
        `${tag} hash`,
      ).toContain(cspHash(content!));
  });

  it.each(['/h5/BigWatermelon', `/h5/assets/${vendorJs}`, '/h5/share?roomNo=1'])(
    "%s: the build's brotli copy where the client takes br, its gzip copy where it takes only gzip, else the file",
    async (path) => {
      const plain = await raw(path, 'identity');
      expect(plain.encoding).toBeUndefined();
      const br = await raw(path, 'gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length * 0.5);
      const gz = await raw(path, 'gzip');
      expect(gz.encoding).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(gz.body.length);
      for (const answer of [plain, br, gz]) expect(answer.vary).toMatch(/Accept-Encoding/i);
    },
  );

  it('/h5 redirects to /h5/ with a relative Location that keeps the query', async () => {
    const r = await get('/h5?from=chat&x=1');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/h5/?from=chat&x=1');
  });

  it('the build records under .vite/ are not served, though they are in dist/', async () => {
    for (const file of readdirSync('dist/.vite')) {
      const r = await get(`/h5/.vite/${file}`);
      expect([file, r.status]).toEqual([file, 404]);
      expect(await r.text()).toBe('Not found\n');
    }
    expect((await get('/h5/.vite/')).status).toBe(404);
    expect(readdirSync('dist/.vite')).toEqual(expect.arrayContaining(['manifest.json']));
  });

  it("the game's service worker: same-origin JavaScript that every update check revalidates, under a CSP allowing workers from 'self' only", async () => {
    const r = await get('/h5/BigWatermelon-sw.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('service-worker-allowed')).toBeNull(); // its scope stays within /h5/
    const csp = (r.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(csp).toContain("worker-src 'self'");
    // The page it serves offline carries the same policy.
    expect((await get('/h5/BigWatermelon')).headers.get('content-security-policy')).toContain("worker-src 'self';");
    // Everything it precaches is this origin's, under the base path.
    const urls = [...(await r.text()).matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toContain('BigWatermelon.html');
    for (const u of urls) expect(u).toMatch(/^(assets|sounds)\/[\w.-]+$|^BigWatermelon\.html$/);
  });

  it('a hashed asset is cached for a year, immutable', async () => {
    const r = await get(`/h5/assets/${hashedJs}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/h5/assets/nope.js', '/h5/nope.js', '/h5/fruits/nope.svg', '/h5/deep/er/nope.css'])(
    '%s: a plain 404 that no cache keeps, with the security headers',
    async (path) => {
      const r = await get(path);
      expect(r.status).toBe(404);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await r.text()).toBe('Not found\n');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toMatch(/script-src 'self'[^;]*;/);
    },
  );

  it.each(['nope', 'nope/deeper', 'code', 'share/extra', '%E7%A7%BB%E5%8A%A8'])(
    '/h5/%s is no route: a real 404 whose body is the app shell (its not-found page), never cached',
    async (path) => {
      const r = await get(`/h5/${path}`);
      expect(r.status).toBe(404);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await r.text()).toContain('<div id="root"></div>');
    },
  );

  it.each([
    '',
    'share',
    'share?roomNo=1',
    'joinRoom',
    'joinRoomTemplate?tempCode=A1',
    'BigWatermelon',
    'BigWatermelon?gameSeed=7',
    encodeURI('移动官网首页'),
    'host-simulator.html',
    'favicon.svg',
  ])('/h5/%s is a page or a file: 200', async (path) => {
    expect((await get(`/h5/${path}`)).status).toBe(200);
  });

  it('the host simulator names its icon, so a browser asks for no /favicon.ico (a 404 on every load)', async () => {
    const html = await (await get('/h5/host-simulator.html')).text();
    const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/h5/favicon.svg');
    expect((await get(href!)).status).toBe(200);
  });

  it('robots.txt is served at the origin root', async () => {
    const r = await get('/robots.txt');
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/User-agent/i);
  });
});
