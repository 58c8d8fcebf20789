/** Record-level access to medical records (spec 01 /medical-records, spec 02 section 6). */
import type { MedicalRecord } from '@saude/shared/schemas/health';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { ServiceContext } from '../../lib/service-context';
import { auditHealthRead } from '../audit/audit.service';
import { medicalRecordsRepository } from './medical-records.repository';
import { recordsScope } from '../access/record-scope';
import { describeCid10 } from '../cid10';

/** GET /api/medical-records: the reader's records, newest first. */
export async function listMedicalRecords(
  ctx: ServiceContext,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<MedicalRecord>; total: Total }> {
  const scope = recordsScope(ctx.principal);
  const repo = medicalRecordsRepository(ctx.deps.db);
  const [rows, total] = await Promise.all([repo.list(scope, seek, limit), repo.count(scope)]);
  const codes = await repo.diagnosesOf(rows.items.map((r) => r.id));
  const page = {
    items: rows.items.map(({ patient_id: _, ...r }) => ({
      ...r,
      diagnoses: (codes.get(r.id) ?? []).map(describeCid10),
    })),
    next: rows.next,
  };
  const read = { action: 'medical-records.read', targetType: 'medical-records' };
  await auditHealthRead(ctx, read, { cursor: seek, limit }, rows.items);
  return { page, total };
}
