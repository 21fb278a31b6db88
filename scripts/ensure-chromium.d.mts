export function chromiumPath(): string;
export function ensureChromium(): string;
export const POLICY_FILE: string;
export function schemePolicy(scheme?: string): object;
export function ensureSchemePolicy(scheme?: string, file?: string): string;
