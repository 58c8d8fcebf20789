/**
 * A photo made smaller in the browser before it is sent: drawn again with its longest side at most
 * `maxSide` pixels and encoded as JPEG at `quality`. A phone's 12-megapixel photo of a breeding site
 * becomes a few hundred kilobytes, which a weak signal carries. Answers null where the browser cannot
 * decode the image (or has no canvas), so the caller keeps its own rule.
 */
export async function reduceImage(
  file: Blob,
  { maxSide, quality }: { maxSide: number; quality: number },
): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    // The photo's EXIF orientation is applied, so a portrait photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    return dataUrl.startsWith('data:image/jpeg') ? dataUrl : null;
  } finally {
    bitmap.close();
  }
}

/** What a photo chooser says of a file it could not make a photo of. */
export const UNREADABLE_PHOTO = 'Não foi possível ler esta imagem. Escolha outra foto.';

/**
 * A photo chosen on the device (its camera app or its gallery) where the page's camera failed, made
 * the size the camera's would be; null for a file that is no image or cannot be decoded.
 */
export async function photoFromDevice(
  file: File,
  size: { maxSide: number; quality: number },
): Promise<string | null> {
  return file.type.startsWith('image/') ? reduceImage(file, size) : null;
}

/** The bytes a base64 data URL carries. */
export const dataUrlBytes = (dataUrl: string) =>
  Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
