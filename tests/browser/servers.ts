/** The two servers the browser suite runs against: `npm start`'s Node server and nginx with deploy/nginx.conf. */
export const SERVERS = ['node', 'nginx'] as const;
export type ServerName = (typeof SERVERS)[number];

export const projectName = (server: ServerName) => `browser:${server}`;

export function serverOf(project: string): ServerName {
  const server = SERVERS.find((s) => projectName(s) === project);
  if (!server) throw new Error(`unknown browser project "${project}": expected one of ${SERVERS.map(projectName)}`);
  return server;
}
