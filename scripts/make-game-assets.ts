// Draws the fruit, bomb and wildcard art (src/play/view/art/*.svg, inlined in the game's chunk) and the
// two short sound effects (public/sounds/*.wav) used when there is no host app. Each fruit's body is its
// palette colour (src/play/scene/palette.ts), the colour the board draws when the art is missing.
// Run: npx tsx scripts/make-game-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { FRUITS, type FruitKey } from '../src/game/fruits.ts';
import { FALLBACK_COLORS } from '../src/play/scene/palette.ts';

const out = (p: string) => new URL(`../public/${p}`, import.meta.url);
const artOut = (p: string) => new URL(`../src/play/view/art/${p}`, import.meta.url);
mkdirSync(out('sounds'), { recursive: true });

const dots = (color: string, pts: [number, number][], r = 2.5) =>
  pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`).join('');
const hatch = (color: string) =>
  [20, 35, 50, 65, 80]
    .map(
      (v) =>
        `<path d="M${v - 30} 10 L${v + 30} 90 M${v + 30} 10 L${v - 30} 90" stroke="${color}" stroke-width="2.5" opacity=".55"/>`,
    )
    .join('');
const shine = '<ellipse cx="34" cy="32" rx="10" ry="6" fill="#fff" opacity=".45" transform="rotate(-30 34 32)"/>';
const body = (fill: string, extra = '') => `<circle cx="50" cy="52" r="46" fill="${fill}"/>${extra}${shine}`;
const clip = (inner: string) =>
  `<clipPath id="c"><circle cx="50" cy="52" r="46"/></clipPath><g clip-path="url(#c)">${inner}</g>`;

/** A fruit's palette colour, by its key. */
const color = (key: FruitKey): string => FALLBACK_COLORS[FRUITS.find((f) => f.key === key)!.level]!;

const ART = {
  strawberry:
    body(
      color('strawberry'),
      dots('#ffd166', [
        [35, 55],
        [50, 48],
        [65, 56],
        [42, 70],
        [58, 72],
        [50, 84],
        [30, 72],
        [70, 70],
      ]),
    ) + '<path d="M30 12 L50 24 L70 12 L62 28 L38 28 Z" fill="#2d6a4f"/>',
  tomato:
    body(color('tomato')) +
    '<path d="M50 10 L56 22 L70 20 L60 28 L66 38 L50 30 L34 38 L40 28 L30 20 L44 22 Z" fill="#40916c"/>',
  grape: `<circle cx="50" cy="52" r="46" fill="${color('grape')}"/>${dots(
    '#9d4edd',
    [
      [35, 40],
      [55, 38],
      [45, 58],
      [65, 58],
      [35, 72],
      [55, 76],
    ],
    11,
  )}${shine}`,
  orange:
    body(
      color('orange'),
      dots(
        '#ffb703',
        [
          [30, 45],
          [45, 60],
          [62, 44],
          [70, 66],
          [50, 80],
          [35, 74],
          [60, 30],
        ],
        2,
      ),
    ) + '<circle cx="50" cy="14" r="4" fill="#6a994e"/>',
  mango:
    body(color('mango')) + '<ellipse cx="66" cy="18" rx="14" ry="6" fill="#52b788" transform="rotate(-25 66 18)"/>',
  apple:
    body(color('apple')) +
    '<path d="M50 8 Q52 16 50 22" stroke="#6f4518" stroke-width="4" fill="none"/><ellipse cx="62" cy="14" rx="10" ry="5" fill="#55a630"/>',
  pineapple: `<circle cx="50" cy="52" r="46" fill="${color('pineapple')}"/>${clip(hatch('#b5651d'))}${shine}<path d="M36 10 L44 24 L50 4 L56 24 L64 10 L60 28 L40 28 Z" fill="#2d6a4f"/>`,
  dragonFruit: body(
    color('dragonFruit'),
    '<path d="M20 40 l12 -6 l-4 12 Z M70 36 l12 4 l-10 8 Z M44 80 l6 12 l6 -12 Z M24 70 l-8 8 l12 0 Z M76 68 l10 8 l-12 2 Z M48 14 l2 -10 l4 10 Z" fill="#8ac926"/>',
  ),
  peachPineapple: `<circle cx="50" cy="52" r="46" fill="${color('peachPineapple')}"/>${clip(hatch('#ff5d8f'))}${shine}<ellipse cx="42" cy="12" rx="10" ry="5" fill="#70e000"/>`,
  durian:
    `<g fill="#6a7d22">${Array.from({ length: 12 }, (_, i) => `<path d="M50 0 L56 12 L44 12 Z" transform="rotate(${i * 30} 50 52)"/>`).join('')}</g>` +
    body(
      color('durian'),
      dots(
        '#6a7d22',
        [
          [34, 40],
          [52, 34],
          [66, 46],
          [40, 60],
          [60, 64],
          [48, 78],
          [30, 74],
          [72, 76],
        ],
        3,
      ),
    ),
  watermelon: `<circle cx="50" cy="52" r="46" fill="${color('watermelon')}"/>${clip([18, 36, 54, 72, 90].map((x) => `<path d="M${x} 0 Q${x - 12} 52 ${x} 104" stroke="#1b5e20" stroke-width="7" fill="none"/>`).join(''))}${shine}`,
  bomb:
    '<circle cx="48" cy="56" r="40" fill="#1b1b1e"/><rect x="52" y="12" width="16" height="12" rx="3" fill="#555" transform="rotate(30 60 18)"/><path d="M66 14 Q76 4 86 8" stroke="#bc6c25" stroke-width="3" fill="none"/><circle cx="88" cy="8" r="6" fill="#ffd60a"/><circle cx="88" cy="8" r="3" fill="#f77f00"/>' +
    shine,
  wildcard:
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff595e"/><stop offset=".35" stop-color="#ffca3a"/><stop offset=".65" stop-color="#8ac926"/><stop offset="1" stop-color="#1982c4"/></linearGradient></defs><circle cx="50" cy="52" r="46" fill="url(#g)"/><path d="M50 22 L58 42 L80 44 L63 58 L68 80 L50 68 L32 80 L37 58 L20 44 L42 42 Z" fill="#fff"/>',
};

for (const [key, inner] of Object.entries(ART)) {
  writeFileSync(artOut(`${key}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 104">${inner}</svg>\n`);
}

function wav(name: string, seconds: number, sample: (t: number) => number) {
  const rate = 22050;
  const n = Math.floor(rate * seconds);
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample(t))) * 32767 * 0.6), 44 + i * 2);
  }
  writeFileSync(out(`sounds/${name}.wav`), buf);
}
// A soft thud for landing, a rising pop for merging.
wav('land', 0.12, (t) => Math.sin(2 * Math.PI * (140 - 300 * t) * t) * Math.exp(-t * 35));
wav('merge', 0.18, (t) => Math.sin(2 * Math.PI * (440 + 1600 * t) * t) * Math.exp(-t * 18));
console.log(`wrote ${Object.keys(ART).length} SVGs and 2 WAVs`);
