import type { PrescriptionQrPayload } from '@saude/shared/schemas/prescriptions';
import { scanLink } from '@saude/shared/domain/prescription-link';

/**
 * Reads the JSON text stored in a prescription's qr_code. Old or damaged codes may not parse, or
 * may lack fields: the modal then shows what it has instead of failing.
 */
export function readQrPayload(qrCode: string | null): Partial<PrescriptionQrPayload> | null {
  if (!qrCode) return null;
  try {
    const data: unknown = JSON.parse(qrCode);
    return data && typeof data === 'object' ? (data as Partial<PrescriptionQrPayload>) : null;
  } catch {
    return null;
  }
}

/** Only web links are offered as links: the payload is data, not something to trust as markup. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What the drawn QR code holds: the validation link with the signature (decision 020), which any phone
 * camera opens. A stored code without a link or a signature is drawn as it is.
 */
export function qrCodeText(qrCode: string | null): string | null {
  const payload = readQrPayload(qrCode);
  const url = safeHttpUrl(payload?.validation_url);
  const signature = payload?.signature;
  if (!url || typeof signature !== 'string' || !/^[\w-]+$/.test(signature)) return qrCode;
  return scanLink(url, signature);
}
