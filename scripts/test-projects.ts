/** The two servers the browser suite runs against: `npm start`'s Node server and nginx with deploy/nginx.conf. */
export const SERVERS = ['node', 'nginx'] as const;
export type ServerName = (typeof SERVERS)[number];

export const projectName = (server: ServerName) => `browser:${server}`;

export function serverOf(project: string): ServerName {
  const server = SERVERS.find((s) => projectName(s) === project);
  if (!server) throw new Error(`unknown browser project "${project}": expected one of ${SERVERS.map(projectName)}`);
  return server;
}

/**
 * The files whose behaviour rests on what the server answers, run against both: its routes and headers
 * (serving, shell, prerender, start, appLinks), the CSP it sends (avatars, framing, uniAppHost), the
 * service worker's caching and policy (serviceWorker, workerPaint, workerPolicy) and deploys (deployWindow). The
 * rest runs against the Node server alone: both serve the same files, which serving.test.ts holds them to.
 */
export const SERVER_SENSITIVE = [
  'appLinks',
  'avatars',
  'deployWindow',
  'framing',
  'prerender',
  'serving',
  'serviceWorker',
  'shell',
  'start',
  'uniAppHost',
  'workerPaint',
  'workerPolicy',
] as const;

/**
 * The behaviours both engines must show, each one file run by Chromium (on the Node server) and by WebKit; with
 * SHOTS=1 (`npm run shots`), the screenshot sweeps to look at instead, which `npm test` leaves out.
 */
export const PHONE_FILES = process.env.SHOTS ? 'tests/e2e/phone/**/*.shots.ts' : 'tests/e2e/phone/**/*.test.ts';

/** The files the project of `server` runs. */
export const filesOf = (server: ServerName): string[] =>
  server === 'node'
    ? ['tests/e2e/chromium/**/*.test.ts', PHONE_FILES]
    : SERVER_SENSITIVE.map((name) => `tests/e2e/chromium/${name}.test.ts`);
