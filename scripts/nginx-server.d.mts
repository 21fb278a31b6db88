export function ensureNginx(): string;
export function startNginx(options: { dist?: string; port: number; requestLog?: boolean }): Promise<{
  origin: string;
  /** "METHOD URI STATUS" per request, with `requestLog`; else always empty. */
  requests(): string[];
  stop(): Promise<void>;
}>;
