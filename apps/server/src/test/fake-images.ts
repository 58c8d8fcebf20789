/**
 * Image payloads for tests, as data URLs or raw bytes. `realImageBytes` are small real images (8 x 6
 * pixels, written by libvips once), padded with filler bytes after their end to the size asked; the
 * server decodes and re-encodes them. `fakeImageBytes` only start like an image: the right magic bytes
 * followed by filler, which no decoder accepts.
 */
const REAL = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQqcjDihgGUgIArBku4S4EE6kAAAAASUVORK5CYII=',
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCLAOQ7/9k=',
  webp: 'UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoIAAYAAUAmJaACdAFAAAD+8GyurLUQ5H/+fmf/wP/7p7gAAAA=',
} as const;

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
} as const;

export type ImageKind = keyof typeof REAL;

export function realImageBytes(kind: ImageKind, size = 200): Buffer {
  const image = Buffer.from(REAL[kind], 'base64');
  return Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 7)]);
}

export function fakeImageBytes(kind: ImageKind, size = 200): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 16), 7);
  Buffer.from(SIGNATURES[kind]).copy(bytes);
  return bytes;
}

export function dataUrl(declaredType: string, bytes: Buffer): string {
  return `data:${declaredType};base64,${bytes.toString('base64')}`;
}

export const pngDataUrl = (size = 200) => dataUrl('image/png', realImageBytes('png', size));
export const jpegDataUrl = (size = 200) => dataUrl('image/jpeg', realImageBytes('jpeg', size));
