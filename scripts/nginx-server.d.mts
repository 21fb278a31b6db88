export function ensureNginx(): string;
export function startNginx(options: {
  dist?: string;
  port: number;
}): Promise<{ origin: string; stop(): Promise<void> }>;
