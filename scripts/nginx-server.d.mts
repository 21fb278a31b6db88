export function ensureNginx(): string;
export function startNginx(options: {
  dist?: string;
  /** Where it listens on 127.0.0.1; a free port when not given. */
  port?: number;
  requestLog?: boolean;
  /** The server will be reloaded: a connection opened ahead and never used is closed after 2 s. */
  reloads?: boolean;
}): Promise<{
  origin: string;
  /** As `nginx -s reload`: the config of the build `dist` names now; resolves once answers carry its policy. */
  reload(): Promise<void>;
  /** "METHOD URI STATUS" per request, with `requestLog`; else always empty. */
  requests(): string[];
  stop(): Promise<void>;
}>;
export declare function freePort(): Promise<number>;
