/** Debian's whole browser (`chromium`, the benches) or its headless shell (`chromium-headless-shell`, the tests). */
export type ChromiumBuild = 'browser' | 'shell';
export function chromiumPath(build?: ChromiumBuild): string;
export function ensureChromium(build?: ChromiumBuild): string;
export const POLICY_FILE: string;
export function schemePolicy(scheme?: string): object;
export function ensureSchemePolicy(scheme?: string, file?: string): string;
