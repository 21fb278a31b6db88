import type { Server } from 'node:http';
export declare const TYPES: Record<string, string>;
export function startServer(options?: { root?: string; base?: string; port?: number; host?: string }): Promise<Server>;
