import { readScanLink } from '@saude/shared/domain/prescription-link';

/**
 * The validation page for what a pharmacist typed or pasted: the link a QR code holds (kept with its
 * signature, on this site's own path, wherever the link pointed) or a prescription's code alone.
 * Null when it is neither.
 */
export function validationTarget(text: string): string | null {
  const value = text.trim();
  const link = readScanLink(value);
  if (link) {
    const id = encodeURIComponent(link.publicId);
    return `/validar-receita?id=${id}#s=${encodeURIComponent(link.signature)}`;
  }
  return /^[A-Za-z0-9_-]{16,64}$/.test(value) ? `/validar-receita?id=${value}` : null;
}
