/**
 * Uploaded images: re-encoded from their pixels (image-normalize.ts), stored as blobs under
 * server-generated names, and served
 * only to the people each kind of file concerns. Anyone else gets 404, so a file id reveals nothing.
 */
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Principal, RequestContext } from '../../lib/service-context';
import type { DB } from '../../db/types';
import { notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { sha256 } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import type { StoredImage } from './image-normalize';
import { filesRepository } from './files.repository';

export const FILE_PURPOSES = ['profile_photo', 'report_photo', 'provisional_photo'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export type FileOwner = { kind: 'patient' | 'staff'; id: number };

/** 128 random bits, URL-safe: file names are never derived from user input. */
const newFileId = () => randomBytes(16).toString('base64url');
const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Stores a photo already re-encoded by normalizeImage: no sent bytes are ever stored as they came. */
export async function storeImage(
  db: Kysely<DB>,
  input: { image: StoredImage; purpose: FilePurpose; owner: FileOwner | null },
): Promise<{ id: string; contentType: string; size: number }> {
  const { bytes, contentType } = input.image;
  const id = newFileId();
  await filesRepository(db).insert({
    id,
    purpose: input.purpose,
    content_type: contentType,
    size: bytes.length,
    sha256: sha256(bytes),
    data: bytes,
    owner_kind: input.owner?.kind ?? null,
    owner_id: input.owner?.id ?? null,
    created_at: nowIso(),
  });
  return { id, contentType, size: bytes.length };
}

type StoredFile = { purpose: string; owner_kind: string | null; owner_id: number | null };

const ownsFile = (p: Principal, f: StoredFile) =>
  f.owner_kind === 'patient' && p.patientId !== undefined && p.patientId === f.owner_id;

/** Who may see each kind of file (the department sees everything it administers). */
export function canReadFile(p: Principal, f: StoredFile): boolean {
  if (p.role === 'health_department') return true;
  switch (f.purpose) {
    case 'profile_photo':
      // Care teams identify the patient in front of them by the photo.
      return ownsFile(p, f) || p.role === 'doctor' || p.role === 'reception' || p.role === 'hospital';
    case 'report_photo':
      return ownsFile(p, f);
    case 'provisional_photo':
      // The photo exists so authorities can compare it with missing-person records.
      return p.role === 'public_authority' || p.role === 'doctor' || p.role === 'reception';
    default:
      return false;
  }
}

/**
 * GET /api/files/:id: any of the request's sessions may grant access (a browser can hold a patient's
 * and a unit's session at once), so the caller passes every principal the request signed in as.
 */
export async function readFile(ctx: RequestContext, principals: Principal[], id: string) {
  if (principals.length === 0) throw unauthorized();
  const file = FILE_ID.test(id) ? await filesRepository(ctx.deps.db).byId(id) : undefined;
  const reader = file && principals.find((p) => canReadFile(p, file));
  if (!file || !reader) throw notFound('Arquivo não encontrado');
  if (file.purpose === 'provisional_photo' && reader.role === 'public_authority') {
    await recordAudit(ctx, {
      actor: reader,
      action: 'provisional_patient.photo_read',
      targetType: 'file',
      targetId: file.id,
    });
  }
  return file;
}
