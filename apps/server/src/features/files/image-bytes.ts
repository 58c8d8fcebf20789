/**
 * Image checks by content. The declared type of a data URL comes from the client and proves nothing,
 * so the real type is read from the first bytes (magic numbers) and only JPEG, PNG and WEBP pass.
 */
import { IMAGE_MESSAGES } from '@saude/shared/schemas/reports';
import { LIMITS } from '@saude/shared/domain/constants';
import { badRequest, tooLarge } from '../../lib/errors';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Anything shorter cannot be a photo: usually a camera that produced an empty canvas. */
const MIN_DATA_URL_CHARS = 100;
const MAX_HEADER_CHARS = 100;

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => Buffer.from(b.subarray(from, to)).toString('latin1');
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes a photo sent as a data URL (or raw bytes) and returns its bytes and real type. */
export function decodeImage(input: string | Uint8Array): { bytes: Buffer; contentType: ImageType } {
  const bytes = typeof input === 'string' ? decodeDataUrl(input) : Buffer.from(input);
  if (bytes.length > LIMITS.photoMaxBytes) throw tooLarge(IMAGE_MESSAGES.tooLarge);
  const contentType = detectImageType(bytes);
  if (!contentType) throw badRequest(IMAGE_MESSAGES.notImage);
  return { bytes, contentType };
}

function decodeDataUrl(value: string): Buffer {
  const text = value.trim();
  if (text.length < MIN_DATA_URL_CHARS) throw badRequest(IMAGE_MESSAGES.tooShort);
  const comma = text.indexOf(',');
  if (!text.startsWith('data:') || comma < 0 || comma > MAX_HEADER_CHARS) {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  const [declared = '', ...params] = text.slice('data:'.length, comma).toLowerCase().split(';');
  // A declared non-image (text/html, application/pdf) is refused before decoding anything.
  if (declared && !declared.startsWith('image/')) throw badRequest(IMAGE_MESSAGES.notImage);
  if (!params.includes('base64')) throw badRequest(IMAGE_MESSAGES.unreadable);
  const payload = text.slice(comma + 1).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload)) throw badRequest(IMAGE_MESSAGES.unreadable);
  // Size from the base64 length first, so a huge payload is refused without decoding it.
  if (Math.floor((payload.length * 3) / 4) - 2 > LIMITS.photoMaxBytes) {
    throw tooLarge(IMAGE_MESSAGES.tooLarge);
  }
  return Buffer.from(payload, 'base64');
}
