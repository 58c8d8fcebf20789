/** Image payloads for tests: real magic bytes followed by filler, as data URLs or raw bytes. */
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
} as const;

export function fakeImageBytes(kind: keyof typeof SIGNATURES, size = 200): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 16), 7);
  Buffer.from(SIGNATURES[kind]).copy(bytes);
  return bytes;
}

export function dataUrl(declaredType: string, bytes: Buffer): string {
  return `data:${declaredType};base64,${bytes.toString('base64')}`;
}

export const pngDataUrl = (size = 200) => dataUrl('image/png', fakeImageBytes('png', size));
export const jpegDataUrl = (size = 200) => dataUrl('image/jpeg', fakeImageBytes('jpeg', size));
