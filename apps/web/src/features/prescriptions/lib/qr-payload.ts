import type { PrescriptionQrPayload } from '@saude/shared/schemas/prescriptions';

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
