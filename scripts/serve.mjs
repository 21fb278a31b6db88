// `npm start`: serve the production build and print every page's URL.
import { normaliseBase, startServer } from './static-server.mjs';

const base = normaliseBase(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
await startServer({ base, port, host });
const origin = `http://localhost:${port}${base}`;
const pages = [
  ['Desktop landing', ''],
  ['Mobile landing', '移动官网首页'],
  ['Share (match code)', 'share?roomNo=123456'],
  ['Join room', 'joinRoom?roomNo=123456'],
  ['Join room template', 'joinRoomTemplate?tempCode=ABC123'],
  ['Big Watermelon', 'BigWatermelon'],
  ['Host app simulator', 'host-simulator.html'],
];
console.log(`Serving dist/ at ${origin}`);
for (const [name, path] of pages) console.log(`  ${name.padEnd(20)} ${origin}${encodeURI(path)}`);
console.log('Press Ctrl+C to stop.');
