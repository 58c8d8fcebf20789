/**
 * Every uploaded photo is decoded and written again on the server (sharp, libvips): what is stored is
 * a plain JPEG made from the pixels alone. Camera metadata (the GPS position where a photo of a person
 * was taken, the device, the time) does not survive; the EXIF orientation is applied first so the
 * photo still stands upright; bytes appended to a valid image (a polyglot) are dropped; a file that
 * only starts like an image fails to decode and is refused; and a decompression bomb (a few kilobytes
 * declaring 30000 x 30000 pixels) is refused from its header, before any pixel is decoded.
 */
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@saude/shared/schemas/reports';
import { badRequest } from '../../lib/errors';
import { decodeImage } from './image-bytes';

/** More than any phone camera takes (a 50 MP sensor): beyond it, the header alone refuses the file. */
export const MAX_INPUT_PIXELS = 60_000_000;
/** The longest side kept: enough to recognise a face or read a street sign, at a tenth of the bytes. */
export const MAX_SIDE = 2048;
const QUALITY = 82;

/** A photo as stored: re-encoded by normalizeImage, never the bytes that were sent. */
export type StoredImage = { bytes: Buffer; contentType: 'image/jpeg'; width: number; height: number };

export async function normalizeImage(input: string | Uint8Array): Promise<StoredImage> {
  const { bytes } = decodeImage(input);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error)?.message))) throw badRequest(IMAGE_MESSAGES.tooManyPixels);
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
}
