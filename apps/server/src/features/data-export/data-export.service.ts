/**
 * "Baixar meus dados" (LGPD art. 18, docs/decisions/039): the patient's whole record as the FHIR R4
 * Bundle the interoperability export builds (decision 033), as a dated file. Each download is kept
 * in the audit trail with the patient as its target and how many resources of each type it held.
 */
import type { ServiceContext } from '../../lib/service-context';
import { forbidden } from '../../lib/errors';
import { todayDate } from '../../lib/time';
import { auditAction } from '../audit/audit.service';
import { ownEverything, type FhirBundle } from '../fhir';

/** The file's name carries the city's date of the download. */
export const exportFileName = (date: string) => `meus-dados-${date}.json`;

export async function exportOwnData(
  ctx: ServiceContext,
  selfUrl: string,
): Promise<{ bundle: FhirBundle; fileName: string }> {
  const p = ctx.principal;
  if (p.role !== 'patient' || p.patientId == null) throw forbidden();
  const bundle = await ownEverything(ctx, selfUrl);
  const counts: Record<string, number> = {};
  for (const e of bundle.entry) counts[e.resource.resourceType] = (counts[e.resource.resourceType] ?? 0) + 1;
  await auditAction(
    ctx,
    'data.exported',
    { type: 'patient', id: p.patientId },
    { format: 'fhir-r4', bundle_id: bundle.id, counts },
  );
  return { bundle, fileName: exportFileName(todayDate()) };
}
