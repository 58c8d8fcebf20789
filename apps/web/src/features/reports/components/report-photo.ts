import { LIMITS } from '@saude/shared/domain/constants';
import { IMAGE_MESSAGES } from '@saude/shared/schemas/reports';
import { dataUrlBytes, reduceImage } from '@/lib/reduce-image';

const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
/** Shorter than this a data URL cannot hold a picture: the capture went wrong. */
const MIN_DATA_URL_CHARS = 100;

export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; message: string };

/** A photo above the limit is drawn again this size, then at lower qualities until it fits. */
const REDUCED_SIDE = 2048;
const REDUCED_QUALITIES = [0.85, 0.7, 0.5];

/**
 * Checks a chosen photo (spec 01 section 5) and reads it as the data URL the server expects. A photo
 * above 5 MB, as phone cameras take them, is reduced here rather than refused; only one that stays
 * too large (or that this browser cannot redraw) is refused with the spec's message.
 */
export async function readReportPhoto(file: File): Promise<PhotoResult> {
  if (!file.type.startsWith('image/')) return { ok: false, message: IMAGE_MESSAGES.notImage };
  if (!ACCEPTED_TYPES.includes(file.type)) return { ok: false, message: IMAGE_MESSAGES.unreadable };
  if (file.size > LIMITS.photoMaxBytes) {
    for (const quality of REDUCED_QUALITIES) {
      const reduced = await reduceImage(file, { maxSide: REDUCED_SIDE, quality });
      if (!reduced) break;
      if (dataUrlBytes(reduced) <= LIMITS.photoMaxBytes) return { ok: true, dataUrl: reduced };
    }
    return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  }
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
  } catch {
    return { ok: false, message: IMAGE_MESSAGES.unreadable };
  }
  if (!dataUrl.startsWith('data:image/')) return { ok: false, message: IMAGE_MESSAGES.unreadable };
  if (dataUrl.length < MIN_DATA_URL_CHARS) return { ok: false, message: IMAGE_MESSAGES.tooShort };
  return { ok: true, dataUrl };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error());
    reader.readAsDataURL(file);
  });
}
