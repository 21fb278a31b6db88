// Draws public/share-card.png (the og:image of the share pages): a white heart
// on a pink gradient. A tiny PNG encoder keeps it free of image libraries.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const W = 300;
const H = 300;
const raw = Buffer.alloc((W * 3 + 1) * H);
for (let y = 0; y < H; y++) {
  raw[y * (W * 3 + 1)] = 0; // filter: none
  for (let x = 0; x < W; x++) {
    // Heart curve (x² + y² − 1)³ − x²y³ ≤ 0, scaled into the card.
    const u = (x - W / 2) / 95;
    const v = -(y - H / 2 - 10) / 95;
    const heart = (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
    const t = y / H;
    const bg = [255, Math.round(140 + 60 * t), Math.round(170 + 40 * t)];
    const px = heart ? [255, 255, 255] : bg;
    raw.set(px, y * (W * 3 + 1) + 1 + x * 3);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(W, 0);
ihdr.writeUInt32BE(H, 4);
ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/share-card.png', import.meta.url), png);
console.log(`public/share-card.png: ${png.length} bytes`);
