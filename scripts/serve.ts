// `npm start`: serve the production build and print every listed route's URL (the route table's `label`).
import { ROUTES } from '../src/app/routeTable.ts';
import { readBasePath } from '../src/config/siteSettings.ts';
import { startServer } from './static-server.mjs';

// The one reading of BASE_PATH (the build's too): validated, a bad one stops here with its reason.
const base = readBasePath(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
await startServer({ base, port, host });
const origin = `http://localhost:${port}${base}`;
const pages = ROUTES.flatMap((r) => (r.label ? [[r.label, `${r.path.slice(1)}${r.sample ?? ''}`] as const] : []));
console.log(`Serving dist/ at ${origin}`);
for (const [name, path] of [...pages, ['Host app simulator', 'host-simulator.html'] as const])
  console.log(`  ${name.padEnd(20)} ${origin}${encodeURI(path)}`);
console.log('Press Ctrl+C to stop.');
