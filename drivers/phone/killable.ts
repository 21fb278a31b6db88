// A phone whose browser a test may kill, as a phone's system ends an app in the background: the engine's browser
// alone on a profile of its own (its data kept on disk between launches, as an app's), killed with SIGKILL and
// started again. No driver survives that (WebDriver's sessions keep nothing on disk, and a killed web process ends
// them), so the page plays itself with a player script the test gives, moving its own page time (clock.js), and
// reports what it saw (window.__keptReport): in Chromium through a binding of the CDP connection, in WebKit by a
// POST to the probe server (KEPT_REPORTS), which puts the player into each page as it does the clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CLOCK } from './chromium';
import type { Engine } from './phone';
import { profileEnv } from '../webkitPhone';
import type { WEBKIT } from '../../scripts/ensure-webkit.mjs';

type WebKitPaths = typeof WEBKIT;

/** Where the page's player posts its reports in WebKit (the probe server keeps them); GET takes those so far. */
export const KEPT_REPORTS = '/__phone/kept';

/**
 * What a report's wait throws at once when the page's web process crashed (MiniBrowser under Xvfb does now and
 * then): the WebKit project retries a test once for it, as for its driver's answers to the same (vite.config.ts).
 */
export const PAGE_CRASHED = "the page's web process crashed";

/** One report of the page's player: `kind` says which moment, 'failed' that the player could not go on. */
export interface Report {
  readonly kind: string;
  readonly data: unknown;
}

export interface KillablePhone {
  readonly engine: Engine;
  /** Starts the browser on the phone's profile, showing `path` (a path under /h5/). */
  launch(path: string): Promise<void>;
  /** SIGKILL to the browser and every process it started: no unload, no hide, nothing written on the way out. */
  kill(): void;
  /** The page's next report of `kind`, within `ms` of real time; a 'failed' report fails it, naming why. */
  report(kind: string, ms: number): Promise<unknown>;
  /** Kills the browser and removes the profile. */
  close(): Promise<void>;
}

/** SIGKILL to a process group (a browser and what it started); one already gone is fine. */
const killGroup = (p: ChildProcess) => {
  try {
    process.kill(-p.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** A Chromium of its own on `profile`, driven over CDP, and a way to kill it whole. */
export async function launchChromium(executable: string, profile: string): Promise<{ browser: Browser; kill(): void }> {
  const args = [
    ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--lang=en-US'],
    ...['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ...[`--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
  ];
  const p = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const ws = await new Promise<string>((ok, fail) => {
    let said = '';
    p.stderr.on('data', (d: Buffer) => {
      said += String(d);
      const m = said.match(/DevTools listening on (ws:\S+)/);
      if (m) ok(m[1]!);
    });
    p.once('exit', () => fail(new Error(`chromium exited: ${said}`)));
  });
  return { browser: await chromium.connectOverCDP(ws), kill: () => killGroup(p) };
}

abstract class Killable implements KillablePhone {
  abstract readonly engine: Engine;
  protected readonly profile = mkdtempSync(join(tmpdir(), 'kept-phone-'));
  /** Reports that came and were not yet asked for, in order. */
  private pending: Report[] = [];
  /** Starts the browser on the profile, showing `url`. */
  protected abstract start(url: string): Promise<void>;
  abstract kill(): void;
  /** The reports that came since the last take. */
  protected abstract take(): Promise<Report[]>;
  /** The site's origin, as this engine's browser reaches it. */
  protected abstract readonly origin: string;
  /** What the browser is doing now, for a report that did not come: running, or how it ended. */
  protected abstract state(): Promise<string>;
  /** Whether the page's web process crashed since the launch. */
  protected abstract crashed(): boolean;

  async launch(path: string): Promise<void> {
    await this.take(); // any report a killed page left
    this.pending = [];
    await this.start(`${this.origin}/h5/${path}`);
  }

  async report(kind: string, ms: number): Promise<unknown> {
    const end = Date.now() + ms;
    for (;;) {
      this.pending.push(...(await this.take()));
      const failed = this.pending.find((r) => r.kind === 'failed');
      if (failed) throw new Error(`the page's player: ${String(failed.data)}`);
      const found = this.pending.findIndex((r) => r.kind === kind);
      if (found >= 0) return this.pending.splice(found, 1)[0]!.data;
      if (this.crashed()) throw new Error(`${PAGE_CRASHED} waiting for "${kind}": ${await this.state()}`);
      if (Date.now() > end) {
        const steps = this.pending.filter((r) => r.kind === 'step').map((r) => String(r.data));
        throw new Error(
          `no "${kind}" report within ${ms / 1000} s of real time; the player's steps: ` +
            `${JSON.stringify(steps)}; the browser: ${await this.state()}`,
        );
      }
      await new Promise((ok) => setTimeout(ok, 250));
    }
  }

  async close(): Promise<void> {
    this.kill();
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The phone's page-side scripts, put first into every page: the probe and the clock. */
const PAGE_SCRIPTS = [readFileSync(new URL('./probe.js', import.meta.url), 'utf8'), CLOCK];

/**
 * Chromium, headless, 390 × 844 CSS px; `site` is the address of the server under test, `player` the page's
 * player (its source), put in after the probe and the clock.
 */
export class ChromiumKillable extends Killable {
  readonly engine = 'chromium';
  private killers: (() => void)[] = [];
  private reports: Report[] = [];
  private page: Page | null = null;
  private pageErrors: string[] = [];

  protected readonly origin: string;

  constructor(
    private readonly executable: string,
    site: string,
    private readonly player: string,
  ) {
    super();
    this.origin = new URL(site).origin;
  }

  protected async start(url: string): Promise<void> {
    const { browser, kill } = await launchChromium(this.executable, this.profile);
    this.killers.push(kill);
    const context = browser.contexts()[0]!;
    for (const content of [...PAGE_SCRIPTS, this.player]) await context.addInitScript({ content });
    await context.exposeBinding('__keptReport', (_source, kind: string, data: unknown) => {
      this.reports.push({ kind, data });
    });
    const page = await context.newPage();
    this.page = page;
    this.pageErrors = [];
    page.on('pageerror', (e) => this.pageErrors.push(String(e)));
    page.on('crash', () => this.pageErrors.push('the page crashed'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
  }

  protected crashed(): boolean {
    return this.pageErrors.includes('the page crashed');
  }

  protected async state(): Promise<string> {
    const shown = await this.page
      ?.evaluate(() => `${location.href}, ${document.readyState}, ${document.body?.innerText.slice(0, 200)}`)
      .catch((e: unknown) => `unreadable: ${String(e)}`);
    return JSON.stringify({ shown, errors: this.pageErrors });
  }

  kill(): void {
    this.killers.splice(0).forEach((k) => k());
  }

  protected async take(): Promise<Report[]> {
    return this.reports.splice(0);
  }
}

/** MiniBrowser under Xvfb, full screen on a 390 × 844 phone at DPR 2; `origin` is the probe server's. */
export class WebKitKillable extends Killable {
  readonly engine = 'webkit';
  private running: ChildProcess[] = [];
  /** How the last launch's MiniBrowser ended, and what xvfb-run and it printed. */
  private ended: string | null = null;
  private said = '';

  constructor(
    private readonly webkit: WebKitPaths,
    protected readonly origin: string,
  ) {
    super();
  }

  protected async start(url: string): Promise<void> {
    const { xvfbRun, browser } = this.webkit;
    const p = spawn(xvfbRun, ['-a', '-s', '-screen 0 780x1688x24', browser, '--full-screen', url], {
      env: { ...process.env, ...profileEnv(this.profile) },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    this.ended = null;
    this.said = '';
    p.stderr.on('data', (d: Buffer) => (this.said = (this.said + String(d)).slice(-2000)));
    p.once('exit', (code, signal) => (this.ended = `exited (${code ?? signal})`));
    this.running.push(p);
  }

  protected crashed(): boolean {
    return this.said.includes('WebProcess CRASHED');
  }

  protected async state(): Promise<string> {
    return JSON.stringify({ miniBrowser: this.ended ?? 'running', said: this.said });
  }

  kill(): void {
    this.running.splice(0).forEach(killGroup);
  }

  protected async take(): Promise<Report[]> {
    return (await (await fetch(`${this.origin}${KEPT_REPORTS}`)).json()) as Report[];
  }
}
