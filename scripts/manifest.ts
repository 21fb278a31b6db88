// Vite's build manifest (dist/.vite/manifest.json): which files each source module became.
import { readFileSync } from 'node:fs';
import type { Manifest, ManifestChunk } from 'vite';

export function readManifest(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Manifest;
  const chunk = (key: string): ManifestChunk => {
    const c = manifest[key];
    if (!c) throw new Error(`${key} is not in the build manifest`);
    return c;
  };
  /** A chunk and every chunk it imports statically (what loads before it runs), in load order. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk(key).imports ?? []) closure(dep, seen);
    return seen;
  };
  return { chunk, closure };
}
