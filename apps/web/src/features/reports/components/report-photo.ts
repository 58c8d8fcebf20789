import { LIMITS } from '@saude/shared/domain/constants';
import { IMAGE_MESSAGES } from '@saude/shared/schemas/reports';

const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
/** Shorter than this a data URL cannot hold a picture: the capture went wrong. */
const MIN_DATA_URL_CHARS = 100;

export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; message: string };

/** Checks a chosen photo (spec 01 section 5) and reads it as the data URL the server expects. */
export async function readReportPhoto(file: File): Promise<PhotoResult> {
  if (!file.type.startsWith('image/')) return { ok: false, message: IMAGE_MESSAGES.notImage };
  if (file.size > LIMITS.photoMaxBytes) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  if (!ACCEPTED_TYPES.includes(file.type)) return { ok: false, message: IMAGE_MESSAGES.unreadable };
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
