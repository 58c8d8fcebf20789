/**
 * Writes the app icons (PNG) into public/icons without any image library: the shapes are simple
 * (a rounded square and a cross), so they are rasterised here with 4x4 supersampling and encoded
 * as PNG with node:zlib. Run with `npm run icons -w @saude/web` after changing the design.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const TEAL = [15, 118, 110];
const WHITE = [255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insideCross(x, y, from, to) {
  const arm = (to - from) / 3;
  const inRange = (v, a, b) => v >= a && v <= b;
  const vertical = inRange(x, from + arm, to - arm) && inRange(y, from, to);
  const horizontal = inRange(y, from + arm, to - arm) && inRange(x, from, to);
  return vertical || horizontal;
}

/** background: 'rounded' (transparent corners) or 'full' (maskable / apple touch). */
function drawIcon(size, { background, crossFrom, crossTo }) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const inBg = background === 'full' || insideRoundedSquare(x, y, 0.22);
          if (!inBg) continue;
          if (insideCross(x, y, crossFrom, crossTo)) fg++;
          else bg++;
        }
      }
      const total = samples * samples;
      const alpha = (bg + fg) / total;
      const i = (py * size + px) * 4;
      if (alpha === 0) continue;
      const mix = fg / (bg + fg);
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(TEAL[c] * (1 - mix) + WHITE[c] * mix);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, pixels);
}

const icons = [
  { file: 'icon-192.png', size: 192, background: 'rounded', crossFrom: 0.22, crossTo: 0.78 },
  { file: 'icon-512.png', size: 512, background: 'rounded', crossFrom: 0.22, crossTo: 0.78 },
  // Maskable icons may be cropped to a circle of 80% diameter: keep the cross well inside it.
  { file: 'icon-maskable-512.png', size: 512, background: 'full', crossFrom: 0.3, crossTo: 0.7 },
  { file: 'apple-touch-icon.png', size: 180, background: 'full', crossFrom: 0.24, crossTo: 0.76 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, ...design } of icons) {
  writeFileSync(join(OUT_DIR, file), drawIcon(size, design));
  console.log(`wrote public/icons/${file}`);
}
