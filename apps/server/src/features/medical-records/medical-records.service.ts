/** Record-level access to medical records (spec 01 /medical-records, spec 02 section 6). */
import type { Kysely } from 'kysely';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import type { DB } from '../../db/types';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { Principal } from '../../lib/service-context';
import { forbidden } from '../../lib/errors';
import { medicalRecordsRepository, type RecordsScope } from './medical-records.repository';

export function recordsScope(p: Principal): RecordsScope {
  if (p.role === 'patient' && p.patientId) return { kind: 'patient', patientId: p.patientId };
  // A doctor's access follows authorship: what they wrote in their own consultations.
  if (p.role === 'doctor' && p.staffId) return { kind: 'author', staffId: p.staffId };
  if (p.role === 'health_department') return { kind: 'all' };
  throw forbidden();
}

/** GET /api/medical-records: the reader's records, newest first. */
export async function listMedicalRecords(
  db: Kysely<DB>,
  p: Principal,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<MedicalRecord>; total: Total }> {
  const scope = recordsScope(p);
  const repo = medicalRecordsRepository(db);
  const [page, total] = await Promise.all([repo.list(scope, seek, limit), repo.count(scope)]);
  return { page, total };
}
