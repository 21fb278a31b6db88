import type { Server } from 'node:http';
export function normaliseBase(raw: string | undefined): string;
export function startServer(options?: { root?: string; base?: string; port?: number; host?: string }): Promise<Server>;
