import type { Server } from 'node:http';
export function startServer(options?: { root?: string; base?: string; port?: number; host?: string }): Promise<Server>;
