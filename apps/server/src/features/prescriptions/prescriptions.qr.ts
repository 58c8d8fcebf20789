/**
 * The signed QR payload (docs/decisions/006 and 020): built at issuance, checked at the pharmacy.
 * The signer is loaded once per app from configuration or the database and kept in memory.
 */
import { createHash } from 'node:crypto';
import type { PrescriptionQrPayload } from '@saude/shared/schemas/prescriptions';
import type { AppDeps } from '../../lib/service-context';
import { canonicalJson, loadSigner, type Json, type Signer } from '../../lib/signing';
import { settingsStore } from './prescriptions.repository';

const signers = new WeakMap<AppDeps, Promise<Signer>>();

/** One load per app instance; a failed load is retried on the next request instead of being cached. */
export function signerFor(deps: AppDeps): Promise<Signer> {
  let pending = signers.get(deps);
  if (!pending) {
    pending = loadSigner(settingsStore(deps.db), deps.config.prescriptionSigningKey);
    pending.catch(() => signers.delete(deps));
    signers.set(deps, pending);
  }
  return pending;
}

export const textDigest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function validationUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}/validar-receita?id=${encodeURIComponent(publicId)}`;
}

export type QrInput = {
  id: number;
  publicId: string;
  patientName: string;
  date: string;
  doctor: { name: string; crm: string | null; specialty: string | null };
  text: string;
};

export function buildQrCode(signer: Signer, publicUrl: string, p: QrInput): string {
  const unsigned: Omit<PrescriptionQrPayload, 'signature'> = {
    prescription_id: p.id,
    public_id: p.publicId,
    patient: p.patientName,
    date: p.date,
    doctor: { name: p.doctor.name, crm: p.doctor.crm, specialty: p.doctor.specialty },
    text_sha256: textDigest(p.text),
    validation_url: validationUrl(publicUrl, p.publicId),
    kid: signer.kid,
  };
  const payload: PrescriptionQrPayload = { ...unsigned, signature: signer.sign(unsigned) };
  return JSON.stringify(payload);
}

export type QrCheck =
  | { ok: true; publicId: string; payload: Record<string, Json> }
  | { ok: false; status: 'tampered' | 'foreign' };

/** Parses and checks the signature; null when the text is not a JSON object at all. */
export function checkQrSignature(signer: Signer, qrText: string): QrCheck | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(qrText);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { signature, ...unsigned } = parsed as Record<string, Json>;
  if (typeof signature !== 'string' || typeof unsigned.public_id !== 'string') {
    return { ok: false, status: 'tampered' };
  }
  if (unsigned.kid !== signer.kid) return { ok: false, status: 'foreign' };
  if (!signer.verify(unsigned, signature)) return { ok: false, status: 'tampered' };
  return { ok: true, publicId: unsigned.public_id, payload: parsed as Record<string, Json> };
}

/** The presented QR must be exactly what was issued and stored (field order aside). */
export function sameAsStored(payload: Record<string, Json>, storedQr: string | null): boolean {
  if (!storedQr) return false;
  try {
    return canonicalJson(payload) === canonicalJson(JSON.parse(storedQr) as Json);
  } catch {
    return false;
  }
}
